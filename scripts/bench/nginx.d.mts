export function ensureNginx(): void;
export function startNginx(options: {
  port: number;
  files: Record<string, { body: Buffer | string; type: string }>;
  headers?: Record<string, string>;
  gzip?: boolean;
}): Promise<{ url: string; pid: number; stop(): Promise<void> }>;
export function startCachingProxy(options: { port: number; upstream: string; probePath: string }): Promise<{ url: string; pid: number; stop(): Promise<void> }>;
