import 'server-only';

// A visitor chooses the first name that our mail to them repeats, and that mail goes to any
// address they typed: a "name" such as "Win £500 at evil.example" would turn our sender into
// theirs. So the greeting only ever carries something that looks like a name.

const MAX_LENGTH = 40;
const MAX_WORDS = 3;
/** Letters of any script with their accents, then letters, spaces, apostrophes, hyphens, dots. */
const NAME_SHAPE = /^[\p{L}\p{M}][\p{L}\p{M} '’.-]*$/u;
/** A dot followed by two letters reads as a domain ("evil.example"), not an initial ("J.R."). */
const DOMAIN_LIKE = /\.[\p{L}\p{M}]{2,}/u;

/** The name for "Hello {name}," in a mail to the visitor, or undefined to greet without one. */
export function greetingName(firstName: string): string | undefined {
  const name = firstName.trim().replace(/\s+/g, ' ');
  if (name.length === 0 || name.length > MAX_LENGTH) return undefined;
  if (!NAME_SHAPE.test(name) || DOMAIN_LIKE.test(name)) return undefined;
  if (name.split(' ').length > MAX_WORDS) return undefined;
  return name;
}
