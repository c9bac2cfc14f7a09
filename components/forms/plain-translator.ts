/**
 * A translator over one flat message group that has no ICU arguments (FormValidation), for the
 * shared zod schemas in the browser. The texts are looked up on the server and passed in as
 * props, so a form page ships no message-format runtime.
 */
export function plainTranslator<Key extends string>(messages: Record<Key, string>): (key: Key) => string {
  return (key) => messages[key];
}
