import { spawn, type SpawnOptions } from 'node:child_process';
import { createServer } from 'node:net';

// One server process started by a test (the standalone server.js, `npm start`, `next start`),
// with its output kept, its exit awaited, and helpers to wait for a URL and to signal it.

export type ServerProcess = {
  pid: number;
  url: string;
  port: number;
  output(): string;
  /** The JSON log lines written so far (other lines skipped). */
  logLines(): Record<string, unknown>[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  waitFor(path: string, ok?: (response: Response) => boolean, timeoutMs?: number): Promise<Response>;
  signal(signal: NodeJS.Signals): void;
  /** SIGKILL to the whole group, for cleanup in afterAll. */
  kill(): Promise<void>;
};

export async function startProcess(
  command: string,
  args: string[],
  { env, cwd, port, group = true }: { env: Record<string, string | undefined>; cwd?: string; port?: number; group?: boolean },
): Promise<ServerProcess> {
  const listenPort = port ?? (await freePort());
  const options: SpawnOptions = { cwd, env: env as NodeJS.ProcessEnv, stdio: ['ignore', 'pipe', 'pipe'], detached: group };
  const child = spawn(command, args, options);
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  let done = false;
  void exited.then(() => (done = true));
  const url = `http://127.0.0.1:${listenPort}`;
  const server: ServerProcess = {
    pid: child.pid ?? 0,
    url,
    port: listenPort,
    output: () => output,
    logLines: () =>
      output
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .flatMap((line) => {
          try {
            return [JSON.parse(line) as Record<string, unknown>];
          } catch {
            return [];
          }
        }),
    exited,
    async waitFor(path, ok = (response) => response.ok, timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        if (done) throw new Error(`server exited before ${path} answered:\n${output}`);
        try {
          const response = await fetch(url + path);
          if (ok(response)) return response;
        } catch {
          // not listening yet
        }
        if (Date.now() > deadline) throw new Error(`${path} did not answer as expected within ${timeoutMs} ms:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },
    signal(signal) {
      child.kill(signal);
    },
    async kill() {
      if (done) return;
      try {
        process.kill(group ? -(child.pid ?? 0) : (child.pid ?? 0), 'SIGKILL');
      } catch {
        // already gone
      }
      await exited;
    },
  };
  return server;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Whether a process id is still running (for "no orphaned server" checks). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
