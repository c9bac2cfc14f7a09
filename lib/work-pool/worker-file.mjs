// @ts-check
// The file name of the work pool's built worker in <distDir>/server: written by
// scripts/post-build.mjs (plain JavaScript, so the build step and the server share the one name).
export const WORKER_FILE = 'work-pool-worker.mjs';
