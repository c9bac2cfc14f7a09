// autocannon with the bench's defaults, reduced to the figures the tables print.
import autocannon from 'autocannon';

/** Runs one load test; `options` go to autocannon as they are (url, connections, duration, amount, requests…). */
export async function load(options) {
  const result = await autocannon({ connections: 64, timeout: 10, ...options });
  const seconds = result.duration || (options.duration ?? 1);
  return {
    connections: result.connections,
    seconds,
    requests: result.requests.total,
    requestsPerSecond: result.requests.total / seconds,
    ok2xx: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    latencyMaxMs: result.latency.max,
    bytesPerSecond: result.throughput.average,
    statusCounts: result.statusCodeStats,
  };
}
