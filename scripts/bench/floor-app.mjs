// A bare Next.js app (one heading, no client components) built with this project's Next,
// so the site's JavaScript can be compared with what the framework alone costs.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export async function startFloorApp(port) {
  // Inside the repo (gitignored) so Turbopack resolves `next` from this project's node_modules.
  const dir = resolve('.tmp/bench-floor');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'app'), { recursive: true });
  writeFileSync(join(dir, 'package.json'), '{"private":true}');
  writeFileSync(join(dir, 'next.config.mjs'), `export default { turbopack: { root: ${JSON.stringify(resolve('.'))} } };`);
  writeFileSync(join(dir, 'app/layout.js'), 'export default function L({children}){return <html lang="en"><body>{children}</body></html>}');
  writeFileSync(join(dir, 'app/page.js'), 'export default function P(){return <h1>Hello</h1>}');
  const build = spawnSync('npx', ['next', 'build'], { cwd: dir, encoding: 'utf8', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  if (build.status !== 0) throw new Error(`floor build failed: ${build.stderr}`);
  return startServer(dir, port, {});
}

export async function startServer(cwd, port, env) {
  const child = spawn('npx', ['next', 'start', '-p', String(port)], { cwd, env: { ...process.env, ...env }, stdio: 'ignore', detached: true });
  const url = `http://localhost:${port}`;
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(url + '/', { redirect: 'manual' })).status < 500) break;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { url, stop: () => process.kill(-child.pid, 'SIGTERM') };
}
