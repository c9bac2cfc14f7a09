// A measurement that runs in a child process of its own (TypeScript through tsx, a clean heap):
// it prints its result as JSON on its last line of stdout; a failure keeps the end of stderr.
import { spawn } from 'node:child_process';
import { basename, resolve } from 'node:path';

/**
 * Runs `script` (a path from the repository root) with `nodeArgs` before it and `env` on top of
 * this process's environment; resolves to the parsed last line of its output.
 * @param {string} script
 * @param {{ env?: Record<string, string>, nodeArgs?: string[] }} [options]
 */
export function measureInChild(script, { env = {}, nodeArgs = [] } = {}) {
  const args = [...nodeArgs, '--import', 'tsx', resolve(script)];
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-20_000)));
  return new Promise((resolvePromise, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => {
      const line = stdout.trim().split('\n').at(-1);
      if (code !== 0 || !line) return reject(new Error(`${basename(script)} exited with ${code}: ${stderr || stdout}`));
      resolvePromise(JSON.parse(line));
    });
  });
}
