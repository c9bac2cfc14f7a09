import 'server-only';
import path from 'node:path';
import { z } from 'zod';

// Read lazily and once: importing a server module (as `next build` does) must never fail on
// configuration the module may not even need, and tests set variables before first use.

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema.optional());

const positiveInteger = z
  .string()
  .regex(/^[1-9][0-9]{0,6}$/, 'must be a whole number from 1 to 9999999')
  .transform(Number);
const flag = z.enum(['0', '1', 'true', 'false'], { error: 'must be 1/true or 0/false' }).transform((v) => v === '1' || v === 'true');

const secret = z.string().min(32, 'must be at least 32 characters');

const envSchema = z
  .object({
    NODE_ENV: optional(z.enum(['development', 'production', 'test'])),
    APP_MODE: optional(z.enum(['single-box', 'production'], { error: 'must be single-box or production' })),
    DATABASE_URL: optional(z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })),
    DIRECT_URL: optional(z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })),
    OUTBOX_WORKER: optional(z.enum(['on', 'off'], { error: 'must be on or off' })),
    DATA_DIR: optional(z.string()),
    RESEND_API_KEY: optional(z.string()),
    RESEND_BASE_URL: optional(z.url({ protocol: /^https?$/ })),
    MAIL_FROM: optional(z.string().regex(/^[^\r\n]+$/, 'must be one line')),
    MAIL_TO_TEAM: optional(z.string().regex(/^[^\r\n]+$/, 'must be one line')),
    APP_SECRET: optional(secret),
    APP_SECRET_PREVIOUS: optional(secret),
    DOWNLOAD_LINK_SECRET: optional(secret),
    CRON_SECRET: optional(z.string().min(16, 'must be at least 16 characters')),
    MAIL_BODY_RETENTION_DAYS: optional(positiveInteger),
    OFFICE_CLOSED_DAYS: optional(
      z
        .string()
        .regex(/^\s*\d{4}-\d{2}-\d{2}(\s*,\s*\d{4}-\d{2}-\d{2})*\s*$/, 'must be days as YYYY-MM-DD, separated by commas')
        .transform((value) => value.split(',').map((day) => day.trim())),
    ),
    SITE_URL: optional(z.url({ protocol: /^https?$/ })),
    RATE_LIMIT_PER_MINUTE: optional(positiveInteger),
    RATE_LIMIT_PER_HOUR: optional(positiveInteger),
    RATE_LIMIT_DISABLED: optional(flag),
    MAIL_DAILY_CAP: optional(positiveInteger),
    DEPLOY_HOOK_URL: optional(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })),
    TRUST_PROXY: optional(z.string().regex(/^(?:[0-9]|true|false)$/, 'must be the number of proxies of ours in front (0-9), true (= 1) or false')),
  })
  .superRefine((env, ctx) => {
    if (!env.RESEND_API_KEY) return;
    for (const key of ['MAIL_FROM', 'MAIL_TO_TEAM'] as const) {
      if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when RESEND_API_KEY is set' });
    }
  });

/**
 * How the server runs. `production`: every outside service configured (checked at start-up,
 * see productionProblems). `single-box`: chosen explicitly (`npm start`, APP_MODE=single-box):
 * embedded PGlite, mail to files unless Resend is configured, generated secret, migrations at
 * start-up. `development`: `next dev` and tests, as lenient as single-box.
 */
/** Every variable the server reads (for the .env.example test). */
export const serverVariables = (): string[] => Object.keys(envSchema.shape);

export type AppMode = 'production' | 'single-box' | 'development';

export type ServerEnv = {
  nodeEnv: 'development' | 'production' | 'test';
  mode: AppMode;
  databaseUrl: string | undefined;
  /** DIRECT_URL: PostgreSQL itself, when DATABASE_URL goes through a pooler (migrations, locks). */
  directUrl: string | undefined;
  /**
   * Whether this process polls the outbox on a timer. Off where functions are frozen between
   * requests (a serverless host, detected or OUTBOX_WORKER=off): there `after()` sends each
   * mail and the cron route (/api/cron/outbox) drains what is left.
   */
  outboxWorker: boolean;
  /** Embedded database, development mail and the development link secret live here. */
  dataDir: string;
  resend: { apiKey: string; baseUrl: string | undefined } | undefined;
  mailFrom: string;
  mailToTeam: string;
  /** APP_SECRET (or its old name DOWNLOAD_LINK_SECRET): signs links and form tokens. */
  appSecret: string | undefined;
  /** The secret before the last rotation, still accepted for what it signed (grace period). */
  previousAppSecret: string | undefined;
  /** Bearer secret of /api/cron/outbox; unset: the route answers 401 to everyone. */
  cronSecret: string | undefined;
  /** Rendered bodies of sent mails are deleted after this many days. */
  mailBodyRetentionDays: number;
  /** Days the office is closed besides weekends and England & Wales bank holidays (lib/team/business-hours.ts). */
  officeClosedDays: string[];
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
  /**
   * Where a publish asks for a new deployment, on a host that caches pages itself (POST, no body:
   * Vercel's deploy hooks and the like). Unset there: publishing is refused (lib/copy/deploy-hook.ts).
   */
  deployHookUrl: string | undefined;
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

type Source = Record<string, string | undefined>;

/**
 * Everything that keeps this configuration from running safely, one line per problem, names
 * and reasons only (a value may be a secret and must never reach a log). Empty: good to go.
 */
export function configurationProblems(source: Source): string[] {
  const result = envSchema.safeParse(source);
  const problems = result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  const has = (name: string) => Boolean(source[name]?.trim());
  const mode = modeOf(source.NODE_ENV, source.APP_MODE);
  if (mode === 'single-box' && has('DATABASE_URL')) {
    // One box cannot also be a PostgreSQL deployment: say so rather than pick one silently.
    problems.push(
      'DATABASE_URL: is set, but single-box mode (npm start) uses the embedded database; unset it, or set APP_MODE=production for a PostgreSQL deployment',
    );
  }
  if (mode !== 'production') return problems;
  const required = (name: string, why: string) => {
    if (!has(name) && !problems.some((line) => line.startsWith(`${name}:`))) {
      problems.push(`${name}: is required in production (${why})`);
    }
  };
  required('DATABASE_URL', 'a PostgreSQL server shared by every instance');
  // The URL holds the hook's secret: never in clear text across a network (loopback is no network).
  if (
    has('DEPLOY_HOOK_URL') &&
    !problems.some((line) => line.startsWith('DEPLOY_HOOK_URL:')) &&
    !/^(https:\/\/|http:\/\/(127\.0\.0\.1|localhost|\[::1\])[:/])/.test(source.DEPLOY_HOOK_URL!.trim())
  ) {
    problems.push("DEPLOY_HOOK_URL: must be an https:// URL in production (it carries the hook's secret)");
  }
  if (!has('DOWNLOAD_LINK_SECRET')) {
    required('APP_SECRET', 'signs form tokens and download links; the same value on every instance');
  }
  required('SITE_URL', "the public origin for e-mailed links and the forms' origin check");
  required('RESEND_API_KEY', 'enquiries are e-mailed to the team through Resend');
  required('MAIL_FROM', 'the verified Resend sender');
  required('MAIL_TO_TEAM', 'who receives the form notifications');
  return problems;
}

function modeOf(nodeEnv: string | undefined, appMode: string | undefined): AppMode {
  if (nodeEnv !== 'production') return 'development';
  return appMode?.trim() === 'single-box' ? 'single-box' : 'production';
}

/**
 * A host that freezes or discards the process between requests (timers do not run there):
 * Vercel, AWS Lambda (and Netlify's functions, which run on it), Google Cloud Functions and
 * Azure Functions set these in every function's environment.
 */
export function serverlessHost(source: Source): string | undefined {
  const markers: [string, string][] = [
    ['VERCEL', 'Vercel'],
    ['AWS_LAMBDA_FUNCTION_NAME', 'AWS Lambda'],
    ['NETLIFY', 'Netlify'],
    ['FUNCTION_TARGET', 'Google Cloud Functions'],
    ['FUNCTIONS_WORKER_RUNTIME', 'Azure Functions'],
  ];
  return markers.find(([name]) => Boolean(source[name]?.trim()))?.[1];
}

export function parseEnv(source: Source): ServerEnv {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    // Names and reasons only: a value may be a secret and must never reach a log.
    const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid server environment (see .env.example):\n${problems.join('\n')}`);
  }
  const env = result.data;
  const nodeEnv = env.NODE_ENV ?? 'development';
  return {
    nodeEnv,
    mode: modeOf(nodeEnv, env.APP_MODE),
    databaseUrl: env.DATABASE_URL,
    directUrl: env.DIRECT_URL,
    outboxWorker: env.OUTBOX_WORKER ? env.OUTBOX_WORKER === 'on' : !serverlessHost(source),
    // Ignored by the bundler's file tracing: the data directory is runtime state, not code.
    dataDir: path.resolve(/* turbopackIgnore: true */ env.DATA_DIR ?? '.data'),
    resend: env.RESEND_API_KEY ? { apiKey: env.RESEND_API_KEY, baseUrl: env.RESEND_BASE_URL } : undefined,
    mailFrom: env.MAIL_FROM ?? 'Granite Digital <no-reply@localhost>',
    mailToTeam: env.MAIL_TO_TEAM ?? 'team@localhost',
    appSecret: env.APP_SECRET ?? env.DOWNLOAD_LINK_SECRET,
    previousAppSecret: env.APP_SECRET_PREVIOUS,
    cronSecret: env.CRON_SECRET,
    mailBodyRetentionDays: env.MAIL_BODY_RETENTION_DAYS ?? 30,
    officeClosedDays: env.OFFICE_CLOSED_DAYS ?? [],
    siteUrl: env.SITE_URL?.replace(/\/+$/, ''),
    rateLimit: {
      perMinute: env.RATE_LIMIT_PER_MINUTE ?? 5,
      perHour: env.RATE_LIMIT_PER_HOUR ?? 20,
      disabled: env.RATE_LIMIT_DISABLED ?? false,
    },
    mailDailyCap: env.MAIL_DAILY_CAP ?? 200,
    deployHookUrl: env.DEPLOY_HOOK_URL,
    trustedProxyHops: env.TRUST_PROXY === 'true' ? 1 : env.TRUST_PROXY === 'false' ? 0 : Number(env.TRUST_PROXY ?? 0),
  };
}
