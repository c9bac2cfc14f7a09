// What the figures were measured on: they only compare within one run on one machine.
import { spawnSync } from 'node:child_process';
import { cpus, loadavg, totalmem } from 'node:os';

export function describeMachine() {
  const cpu = cpus();
  return {
    cpus: cpu.length,
    cpuModel: cpu[0]?.model ?? 'unknown',
    memoryGb: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    chromium: version('/usr/bin/chromium', ['--version']),
    nginx: version('/usr/sbin/nginx', ['-v']),
    postgres: version('/usr/lib/postgresql/15/bin/postgres', ['--version']),
    loadAverageAtStart: loadavg().map((n) => Number(n.toFixed(2))),
  };
}

/** The 1-minute load average, recorded with every part: above the core count, others were busy too. */
export const load1 = () => Number(loadavg()[0].toFixed(2));

function version(binary, args) {
  const result = spawnSync(binary, args, { encoding: 'utf8' });
  if (result.error) return 'not installed';
  // nginx prints its version on stderr, Debian's chromium wrapper prints shell noise there.
  const lines = `${result.stdout}\n${result.stderr}`.split('\n').map((line) => line.trim());
  return lines.find((line) => /\d+\.\d+/.test(line) && !line.startsWith('/')) ?? 'unknown';
}

export function machineLine(machine) {
  return `${machine.cpus} × ${machine.cpuModel}, ${machine.memoryGb} GB RAM, Node ${machine.node}, ${machine.chromium}, ${machine.nginx}`;
}
