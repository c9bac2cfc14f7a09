// A stand-in for Resend's POST /emails that answers at once, in its own process so it never
// competes with the load generator's event loop. The forms then take the production mail path
// (Resend transport) without a provider's network time in the figures.
import { spawn } from 'node:child_process';
import { stopGroup, tracked, waitForHttp } from './server.mjs';

const program = `
const { createServer } = require('node:http');
const { randomUUID } = require('node:crypto');
let sent = 0;
createServer((req, res) => {
  if (req.method === 'GET') return res.end(String(sent));
  req.resume();
  req.on('end', () => {
    sent += 1;
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ id: randomUUID() }));
  });
}).listen(Number(process.argv[1]), '127.0.0.1');
`;

export async function startMailStub(port) {
  const child = spawn(process.execPath, ['-e', program, String(port)], { stdio: 'ignore', detached: true });
  const url = `http://127.0.0.1:${port}`;
  const stop = tracked(() => stopGroup(child.pid));
  try {
    await waitForHttp(url + '/', () => child.exitCode !== null, 10_000);
  } catch (error) {
    await stop();
    throw new Error(`mail stand-in did not start on port ${port}: ${error.message}`, { cause: error });
  }
  return {
    /** Server environment that sends the site's mail here. */
    env: { RESEND_API_KEY: 're_bench_stub', RESEND_BASE_URL: url, MAIL_FROM: 'Bench <bench@localhost>', MAIL_TO_TEAM: 'team@localhost' },
    sent: async () => Number(await (await fetch(url + '/')).text()),
    stop,
  };
}
