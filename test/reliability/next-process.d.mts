export type NextServer = {
  url: string;
  port: number;
  pid: number;
  log(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stop(): Promise<void>;
  kill(): Promise<void>;
};
export function ensureBuild(options: { distDir: string; env?: Record<string, string>; force?: boolean }): boolean;
export function freePort(host?: string): Promise<number>;
export function startNext(options: {
  distDir: string;
  port?: number;
  host?: string;
  env?: Record<string, string | undefined>;
  readyPath?: string;
  timeoutMs?: number;
}): Promise<NextServer>;
