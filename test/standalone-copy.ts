import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// What the Dockerfile's runtime stage holds, without Docker: the standalone output (server.js,
// migrate.mjs, team-user.mjs), `<distDir>/static` and `public`, copied to an empty directory and
// made read-only, plus a writable temp dir for the unprivileged user (nobody) that runs it.

export const NOBODY = ['--reuid=65534', '--regid=65534', '--clear-groups'];

export type StandaloneCopy = { app: string; tmp: string; remove(): void };

export function copyStandalone(distDir: string): StandaloneCopy {
  const standalone = path.join(distDir, 'standalone');
  for (const script of ['build-migrate.mjs', 'build-team-user.mjs']) {
    const output = path.join(standalone, script.replace('build-', ''));
    if (existsSync(output)) continue;
    const bundled = spawnSync(process.execPath, [`scripts/${script}`], { env: { ...process.env, NEXT_DIST_DIR: distDir }, encoding: 'utf8' });
    if (bundled.status !== 0) throw new Error(`${script} failed:\n${bundled.stdout}\n${bundled.stderr}`);
  }
  const app = mkdtempSync(path.join(tmpdir(), 'granite-standalone-'));
  cpSync(standalone, app, { recursive: true });
  // `npm start` may have put a copy there already: the build's own replaces it.
  rmSync(path.join(app, distDir, 'static'), { recursive: true, force: true });
  cpSync(path.join(distDir, 'static'), path.join(app, distDir, 'static'), { recursive: true });
  if (existsSync('public')) cpSync('public', path.join(app, 'public'), { recursive: true });
  spawnSync('chmod', ['-R', 'a-w,a+rX', app]);
  const tmp = mkdtempSync(path.join(tmpdir(), 'granite-standalone-tmp-'));
  chownSync(tmp, 65534, 65534);
  chmodSync(tmp, 0o700);
  return {
    app,
    tmp,
    remove() {
      spawnSync('chmod', ['-R', 'u+w', app]);
      for (const dir of [app, tmp]) rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type CommandResult = { status: number | null; stdout: string; stderr: string };

/**
 * A command of the standalone folder (migrate.mjs, team-user.mjs) as nobody. Asynchronous on
 * purpose: a spawnSync would block the test's event loop, and a keep-alive socket the server
 * closes meanwhile would then be reused by the next fetch ("other side closed").
 */
export function runAsNobody(
  node: string,
  args: string[],
  { cwd, env, input }: { cwd: string; env: Record<string, string | undefined>; input?: string },
): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const child = spawn('setpriv', [...NOBODY, node, ...args], { cwd, env: env as NodeJS.ProcessEnv, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.once('error', reject);
    child.once('close', (status) => resolve({ status, stdout, stderr }));
    child.stdin.end(input ?? '');
  });
}
