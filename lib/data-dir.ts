import 'server-only';
import { chmod, mkdir } from 'node:fs/promises';

// The data directory holds the embedded database, e-mails with visitors' details and the
// generated secret: owner-only (0700; files in it 0600), also when it existed before with a
// looser mode. The process umask is tightened too, so files the database engine and the
// mail writer create inside it are not world-readable either.

export async function ensureDataDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await chmod(dir, 0o700);
}

/** Called once at start-up in single-box mode: new files 0600, new directories 0700. */
export function restrictUmask(): void {
  process.umask(0o077);
}
