// A member's e-mail address: where invitations and unlock links go. Stored trimmed and
// lower-case, one member per address (a unique index).

export const EMAIL_RULE = 'An e-mail address has one @ and a domain with a dot, no spaces, at most 254 characters.';

// A plain, practical check (the mail provider has the last word): one @, a dot in the domain, no spaces.
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;

/** The stored form of a typed-in e-mail address, or undefined if it is none. */
export function normalizeEmail(typed: string | null | undefined): string | undefined {
  const trimmed = (typed ?? '').trim().toLowerCase();
  return trimmed.length <= 254 && EMAIL.test(trimmed) ? trimmed : undefined;
}
