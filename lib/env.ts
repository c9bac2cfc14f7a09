import 'server-only';
import path from 'node:path';
import { z } from 'zod';

// Read lazily and once: importing a server module (as `next build` does) must never fail on
// configuration the module may not even need, and tests set variables before first use.

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema.optional());

const positiveInteger = z.string().regex(/^[1-9][0-9]{0,6}$/, 'must be a whole number from 1 to 9999999').transform(Number);
const flag = z.enum(['0', '1', 'true', 'false'], { error: 'must be 1/true or 0/false' }).transform((v) => v === '1' || v === 'true');

const envSchema = z
  .object({
    NODE_ENV: optional(z.enum(['development', 'production', 'test'])),
    DATABASE_URL: optional(
      z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' }),
    ),
    DATA_DIR: optional(z.string()),
    RESEND_API_KEY: optional(z.string()),
    RESEND_BASE_URL: optional(z.url({ protocol: /^https?$/ })),
    MAIL_FROM: optional(z.string().regex(/^[^\r\n]+$/, 'must be one line')),
    MAIL_TO_TEAM: optional(z.string().regex(/^[^\r\n]+$/, 'must be one line')),
    DOWNLOAD_LINK_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
    SITE_URL: optional(z.url({ protocol: /^https?$/ })),
    RATE_LIMIT_PER_MINUTE: optional(positiveInteger),
    RATE_LIMIT_PER_HOUR: optional(positiveInteger),
    RATE_LIMIT_DISABLED: optional(flag),
    MAIL_DAILY_CAP: optional(positiveInteger),
    TRUST_PROXY: optional(
      z.string().regex(/^(?:[0-9]|true|false)$/, 'must be the number of proxies of ours in front (0-9), true (= 1) or false'),
    ),
  })
  .superRefine((env, ctx) => {
    if (!env.RESEND_API_KEY) return;
    for (const key of ['MAIL_FROM', 'MAIL_TO_TEAM'] as const) {
      if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when RESEND_API_KEY is set' });
    }
  });

export type ServerEnv = {
  nodeEnv: 'development' | 'production' | 'test';
  databaseUrl: string | undefined;
  /** Embedded database, development mail and the development link secret live here. */
  dataDir: string;
  resend: { apiKey: string; baseUrl: string | undefined } | undefined;
  mailFrom: string;
  mailToTeam: string;
  downloadLinkSecret: string | undefined;
  siteUrl: string | undefined;
  /** Form submissions allowed per client IP and endpoint; `disabled` for load tests only. */
  rateLimit: { perMinute: number; perHour: number; disabled: boolean };
  /** White-paper mails to visitors per UTC day, all addresses together (the form is no relay). */
  mailDailyCap: number;
  /**
   * How many reverse proxies of ours append to X-Forwarded-For in front of this server. 0: the
   * header is the client's to forge, so only the socket address counts.
   */
  trustedProxyHops: number;
};

let cached: ServerEnv | undefined;

export function getEnv(): ServerEnv {
  cached ??= parseEnv(process.env);
  return cached;
}

/** Tests change variables between cases; production code never calls this. */
export function resetEnvForTests(): void {
  cached = undefined;
}

export function parseEnv(source: Record<string, string | undefined>): ServerEnv {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    // Names and reasons only: a value may be a secret and must never reach a log.
    const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid server environment (see .env.example):\n${problems.join('\n')}`);
  }
  const env = result.data;
  return {
    nodeEnv: env.NODE_ENV ?? 'development',
    databaseUrl: env.DATABASE_URL,
    // Ignored by the bundler's file tracing: the data directory is runtime state, not code.
    dataDir: path.resolve(/* turbopackIgnore: true */ env.DATA_DIR ?? '.data'),
    resend: env.RESEND_API_KEY ? { apiKey: env.RESEND_API_KEY, baseUrl: env.RESEND_BASE_URL } : undefined,
    mailFrom: env.MAIL_FROM ?? 'Granite Digital <no-reply@localhost>',
    mailToTeam: env.MAIL_TO_TEAM ?? 'team@localhost',
    downloadLinkSecret: env.DOWNLOAD_LINK_SECRET,
    siteUrl: env.SITE_URL?.replace(/\/+$/, ''),
    rateLimit: {
      perMinute: env.RATE_LIMIT_PER_MINUTE ?? 5,
      perHour: env.RATE_LIMIT_PER_HOUR ?? 20,
      disabled: env.RATE_LIMIT_DISABLED ?? false,
    },
    mailDailyCap: env.MAIL_DAILY_CAP ?? 200,
    trustedProxyHops: env.TRUST_PROXY === 'true' ? 1 : env.TRUST_PROXY === 'false' ? 0 : Number(env.TRUST_PROXY ?? 0),
  };
}
