// Messages by dotted key, and published or draft texts over the catalogue by dotted key ("HomePage.hero.title"). Free of
// server code so the tests can use it as they are.

type Messages = Record<string, unknown>;
type Tree = { readonly [key: string]: unknown };

/** Every string leaf of a messages object under its dotted path; anything else is skipped. */
export function flattenMessages(tree: Tree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [k, v] of flattenMessages(value as Tree, path)) entries.set(k, v);
    }
  }
  return entries;
}

/** A copy of `messages` with each text in `texts` in place of the catalogue's; unknown keys are ignored. */
export function withTexts<M extends Messages>(messages: M, texts: Readonly<Record<string, string>>): M {
  const entries = Object.entries(texts);
  if (entries.length === 0) return messages;
  const copy = structuredClone(messages);
  for (const [key, text] of entries) {
    const path = key.split('.');
    const last = path.pop()!;
    let node: unknown = copy;
    for (const part of path) node = node && typeof node === 'object' ? (node as Messages)[part] : undefined;
    if (node && typeof node === 'object' && typeof (node as Messages)[last] === 'string') (node as Messages)[last] = text;
  }
  return copy;
}
