// @ts-check
// Development and tests only: runs the TypeScript worker named in workerData.entry through tsx
// (production runs the bundle scripts/post-build.mjs makes from worker.ts, see index.ts).
import { workerData } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
import { register } from 'tsx/esm/api';

register();
await import(pathToFileURL(/** @type {{ entry: string }} */ (workerData).entry).href);
