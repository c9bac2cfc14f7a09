import 'server-only';
import { hash, verify, type Options } from '@node-rs/argon2';

// Team members' passwords, as argon2id hashes in PHC form (`$argon2id$v=19$m=…,t=…,p=…$salt$hash`):
// the parameters and a random 16-byte salt travel inside the string, so raising the cost later
// leaves existing hashes verifiable.

/**
 * OWASP's argon2id baseline: 19 MiB, two passes, one lane. Each verification holds that much
 * memory while it runs, so a flood of sign-in attempts (rate-limited anyway) cannot exhaust the box.
 * `algorithm: 2` is Argon2id: the package's `Algorithm` is a const enum that isolated modules
 * cannot read, and at run time it is an empty object.
 */
export const PASSWORD_HASH_OPTIONS: Readonly<Options> = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 256;

// The same characters typed on two systems may arrive composed or decomposed (é vs e + ◌́).
const normalized = (plain: string) => plain.normalize('NFC');

export async function hashPassword(plain: string): Promise<string> {
  return hash(normalized(plain), PASSWORD_HASH_OPTIONS);
}

/** False for a wrong password and for anything that is no argon2 hash: it never throws. */
export async function verifyPassword(hash: string, plain: string): Promise<boolean> {
  try {
    return await verify(hash, normalized(plain));
  } catch {
    return false;
  }
}

/** Why a new password is not acceptable, for the command line; undefined when it is. */
export function passwordProblem(plain: string): string | undefined {
  // Characters as a person counts them, not UTF-16 code units.
  const length = [...normalized(plain)].length;
  if (length < MIN_PASSWORD_LENGTH) return `The password must be at least ${MIN_PASSWORD_LENGTH} characters long.`;
  if (length > MAX_PASSWORD_LENGTH) return `The password must be at most ${MAX_PASSWORD_LENGTH} characters long.`;
  return undefined;
}
