// The beacon part's visitors, in a process of their own: `node beacon-load.mjs '<json>'` sends
// page-view beacons open loop at a given rate and prints its figures (as load.mjs returns them) as
// JSON on its last line. Apart from the page load's client, so the beacons' latencies are the
// server's. Not autocannon: on two shared cores its per-request work in the client held the
// offered rate back (four autocannon processes delivered 185 of 333 beacons/s asked for, at a
// client-side p50 of 3 s, while the server alone answers 1,600/s). Here each request is a
// prepared buffer written to one of a few kept-alive sockets (HTTP/1.1 pipelining, which Node's
// server answers in order per socket), and an answer is its status line: a few microseconds each.
import net from 'node:net';
import { performance } from 'node:perf_hooks';
import { beaconRequests } from './beacon.mjs';

/**
 * Sends `requests` (cycled) at `rate` per second for `duration` seconds over `sockets` kept-alive
 * connections; answers still missing 5 s after the last send count as timeouts.
 */
export async function openLoop({ origin, requests, rate, duration, sockets = 16 }) {
  const url = new URL(origin);
  const buffers = requests.map(({ method, path, headers, body }) =>
    Buffer.from(
      `${method} ${path} HTTP/1.1\r\nhost: ${url.host}\r\n` +
        Object.entries(headers)
          .map(([name, value]) => `${name}: ${value}\r\n`)
          .join('') +
        `content-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    ),
  );
  const latencies = [];
  const statusCounts = {};
  let errors = 0;
  const connections = await Promise.all(Array.from({ length: sockets }, () => connect(url, latencies, statusCounts, () => errors++)));
  const started = performance.now();
  let sent = 0;
  await new Promise((resolve) => {
    const timer = setInterval(() => {
      const elapsed = (performance.now() - started) / 1000;
      const due = Math.min(Math.floor(elapsed * rate), Math.floor(duration * rate));
      for (; sent < due; sent++) {
        const connection = connections[sent % connections.length];
        if (connection.destroyed) continue;
        connection.awaiting.push(performance.now());
        connection.write(buffers[sent % buffers.length]);
      }
      if (elapsed >= duration) {
        clearInterval(timer);
        resolve();
      }
    }, 5);
  });
  const deadline = performance.now() + 5_000;
  while (connections.some((connection) => connection.awaiting.length > 0 && !connection.destroyed) && performance.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 20));
  const timeouts = connections.reduce((total, connection) => total + connection.awaiting.length, 0);
  for (const connection of connections) connection.destroy();
  const answered = latencies.length;
  const ok2xx = Object.entries(statusCounts).reduce((total, [status, count]) => total + (status.startsWith('2') ? count : 0), 0);
  latencies.sort((a, b) => a - b);
  const at = (share) => (answered ? latencies[Math.min(answered - 1, Math.floor(share * answered))] : 0);
  return {
    connections: sockets,
    seconds: duration,
    requests: answered,
    requestsPerSecond: answered / duration,
    offered: sent,
    ok2xx,
    non2xx: answered - ok2xx,
    errors,
    timeouts,
    latencyP50Ms: at(0.5),
    latencyP99Ms: at(0.99),
    statusCounts: Object.fromEntries(Object.entries(statusCounts).map(([status, count]) => [status, { count }])),
  };
}

function connect(url, latencies, statusCounts, onError) {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: url.hostname, port: Number(url.port) || 80 }, () => resolve(socket));
    socket.setNoDelay(true);
    socket.awaiting = [];
    let tail = '';
    socket.on('data', (chunk) => {
      // Every answer starts with its status line; no answer's headers or body contain one.
      let text = tail + chunk.toString('latin1');
      let at;
      while ((at = text.indexOf('HTTP/1.1 ')) !== -1 && text.length >= at + 12) {
        const status = text.slice(at + 9, at + 12);
        text = text.slice(at + 12);
        statusCounts[status] = (statusCounts[status] ?? 0) + 1;
        const sentAt = socket.awaiting.shift();
        if (sentAt !== undefined) latencies.push(performance.now() - sentAt);
      }
      tail = text.slice(-11);
    });
    socket.on('error', (error) => {
      onError(error);
      reject(error);
    });
  });
}

if (process.argv[2]) {
  const { origin, startAt, count, rate, duration, sockets } = JSON.parse(process.argv[2]);
  const figures = await openLoop({ origin, requests: beaconRequests(origin, startAt, count), rate, duration, sockets });
  console.log(JSON.stringify(figures));
}
