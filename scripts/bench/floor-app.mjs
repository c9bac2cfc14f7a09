// A bare Next.js app built with this project's Next: one heading and no client components (the
// JavaScript floor), one page whose only client component is a button that opens a dialog (the
// floor for a first click), and one JSON route handler (the ceiling for a form endpoint).
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startNext } from './server.mjs';

const dir = resolve('.tmp/bench-floor');
let built = false;

function buildFloorApp() {
  // Inside the repo (gitignored) so Turbopack resolves `next` from this project's node_modules.
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'app/api/echo'), { recursive: true });
  mkdirSync(join(dir, 'app/button'), { recursive: true });
  writeFileSync(join(dir, 'package.json'), '{"private":true}');
  writeFileSync(join(dir, 'next.config.mjs'), `export default { turbopack: { root: ${JSON.stringify(resolve('.'))} } };`);
  writeFileSync(join(dir, 'app/layout.js'), 'export default function L({children}){return <html lang="en"><body>{children}</body></html>}');
  // Its own, empty instrumentation: with the turbopack root at the checkout, Next would otherwise
  // build the site's instrumentation.ts into the floor and run the site's start-up in it.
  writeFileSync(join(dir, 'instrumentation.js'), 'export function register() {}');
  writeFileSync(join(dir, 'app/page.js'), 'export default function P(){return <h1>Hello</h1>}');
  writeFileSync(join(dir, 'app/button/page.js'), 'import {Open} from "./open";export default function P(){return <main><h1>Hello</h1><Open/></main>}');
  writeFileSync(
    join(dir, 'app/button/open.js'),
    '"use client";import {useState} from "react";export function Open(){const [open,setOpen]=useState(false);return <><button type="button" onClick={()=>setOpen(true)}>Open</button>{open&&<div role="dialog" aria-label="Hello">Hello</div>}</>}',
  );
  writeFileSync(
    join(dir, 'app/api/echo/route.js'),
    'export async function POST(request){const body=await request.json();return Response.json({emailSent:typeof body==="object"})}',
  );
  const build = spawnSync(process.execPath, [resolve('node_modules/.bin/next'), 'build'], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (build.status !== 0) throw new Error(`floor build failed: ${build.stderr || build.stdout}`);
  built = true;
}

/** Built once per bench run, on first use. */
export async function startFloorApp(port) {
  if (!built) buildFloorApp();
  return startNext({ cwd: dir, port, label: 'floor app', readyPath: '/' });
}
