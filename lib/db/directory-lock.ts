import 'server-only';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { processSlot } from '@/lib/process-slot.mjs';

/**
 * Claims `<dir>.lock` for this process and returns the release function. A lock left by a
 * process that no longer runs is taken over; one held by a live process is an error.
 */
export function acquireDirectoryLock(dir: string): () => void {
  const lockFile = `${dir}.lock`;
  if (heldHere.has(lockFile)) throw inUse(dir, process.pid);
  mkdirSync(path.dirname(lockFile), { recursive: true, mode: 0o700 });
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: 'wx', mode: 0o600 });
      heldHere.add(lockFile);
      return () => {
        heldHere.delete(lockFile);
        rmSync(lockFile, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(lockFile, 'utf8'));
      // Our own pid in the file but not held here: a previous run in a container that
      // reuses pids (pid 1 in Docker) left it behind.
      if (holder !== process.pid && isRunning(holder)) throw inUse(dir, holder);
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock the embedded database in ${dir}.`);
}

// Survives module reloads in development, where this file can be evaluated more than once.
const heldHere = processSlot<Set<string>>('dbDirectoryLocks', () => new Set());

/** The embedded database is open in another live process (usually the running server). */
export class DatabaseInUseError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dir} is in use by process ${pid}. ` +
        'Stop that process (or delete the stale lock file) or set DATABASE_URL to use PostgreSQL.',
    );
    this.name = 'DatabaseInUseError';
  }
}

function inUse(dir: string, pid: number): Error {
  return new DatabaseInUseError(dir, pid);
}

function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
