import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import { configurationProblems, parseEnv, serverlessHost, serverVariables } from '@/lib/env';

vi.mock('server-only', () => ({}));

describe('parseEnv', () => {
  it('runs with no configuration at all: embedded database, file mail, generated secret', () => {
    expect(parseEnv({})).toEqual({
      nodeEnv: 'development',
      databaseUrl: undefined,
      directUrl: undefined,
      outboxWorker: true,
      dataDir: path.resolve('.data'),
      resend: undefined,
      mailFrom: 'Granite Digital <no-reply@localhost>',
      mailToTeam: 'team@localhost',
      mode: 'development',
      appSecret: undefined,
      previousAppSecret: undefined,
      cronSecret: undefined,
      mailBodyRetentionDays: 30,
      officeClosedDays: [],
      siteUrl: undefined,
      rateLimit: { perMinute: 5, perHour: 20, disabled: false },
      mailDailyCap: 200,
      trustedProxyHops: 0,
    });
  });

  it('reads the daily cap on white-paper mails', () => {
    expect(parseEnv({ MAIL_DAILY_CAP: '25' })).toMatchObject({ mailDailyCap: 25 });
    expect(() => parseEnv({ MAIL_DAILY_CAP: '-1' })).toThrow(/MAIL_DAILY_CAP: must be a whole number/);
  });

  it('reads the office’s own closed days for the reply clock, and refuses anything but days', () => {
    expect(parseEnv({ OFFICE_CLOSED_DAYS: '2026-12-29, 2026-12-30,2026-12-31' })).toMatchObject({
      officeClosedDays: ['2026-12-29', '2026-12-30', '2026-12-31'],
    });
    expect(() => parseEnv({ OFFICE_CLOSED_DAYS: '29.12.2026' })).toThrow(/OFFICE_CLOSED_DAYS: must be days as YYYY-MM-DD/);
  });

  it('reads the rate limits and the number of trusted proxies', () => {
    expect(parseEnv({ RATE_LIMIT_PER_MINUTE: '2', RATE_LIMIT_PER_HOUR: '30', RATE_LIMIT_DISABLED: '1', TRUST_PROXY: '2' })).toMatchObject({
      rateLimit: { perMinute: 2, perHour: 30, disabled: true },
      trustedProxyHops: 2,
    });
    expect(parseEnv({ TRUST_PROXY: 'true', RATE_LIMIT_DISABLED: 'false' })).toMatchObject({
      rateLimit: { disabled: false },
      trustedProxyHops: 1,
    });
    const attempt = () => parseEnv({ RATE_LIMIT_PER_MINUTE: '0', RATE_LIMIT_PER_HOUR: 'many', TRUST_PROXY: '10.0.0.1' });
    expect(attempt).toThrow(/RATE_LIMIT_PER_MINUTE: must be a whole number/);
    expect(attempt).toThrow(/RATE_LIMIT_PER_HOUR: must be a whole number/);
    expect(attempt).toThrow(/TRUST_PROXY: must be the number of proxies/);
  });

  it('treats empty values, as copied from .env.example, as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', RESEND_API_KEY: ' ', SITE_URL: '' })).toMatchObject({
      databaseUrl: undefined,
      resend: undefined,
      siteUrl: undefined,
    });
  });

  it('reads a full production configuration', () => {
    const env = parseEnv({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgresql://app:pw@db:5432/granite',
      RESEND_API_KEY: 're_live',
      MAIL_FROM: 'Granite <hello@granite.digital>',
      MAIL_TO_TEAM: 'team@granite.digital',
      DOWNLOAD_LINK_SECRET: 'x'.repeat(64),
      SITE_URL: 'https://granite.digital/',
    });
    expect(env).toMatchObject({
      databaseUrl: 'postgresql://app:pw@db:5432/granite',
      resend: { apiKey: 're_live', baseUrl: undefined },
      siteUrl: 'https://granite.digital',
    });
  });

  it('reads a pooled DATABASE_URL with the direct one for migrations', () => {
    const env = parseEnv({ DATABASE_URL: 'postgresql://app:pw@pooler:6543/granite', DIRECT_URL: 'postgresql://app:pw@db:5432/granite' });
    expect(env).toMatchObject({ databaseUrl: 'postgresql://app:pw@pooler:6543/granite', directUrl: 'postgresql://app:pw@db:5432/granite' });
    expect(() => parseEnv({ DIRECT_URL: 'mysql://db/granite' })).toThrow(/DIRECT_URL: must be a postgres/);
  });

  it('runs no timer-driven outbox worker where functions are frozen between requests, unless told', () => {
    expect(serverlessHost({})).toBeUndefined();
    expect(serverlessHost({ VERCEL: '1' })).toBe('Vercel');
    expect(serverlessHost({ AWS_LAMBDA_FUNCTION_NAME: 'granite-site' })).toBe('AWS Lambda');
    expect(serverlessHost({ VERCEL: '' })).toBeUndefined();
    expect(parseEnv({ VERCEL: '1' }).outboxWorker).toBe(false);
    expect(parseEnv({ AWS_LAMBDA_FUNCTION_NAME: 'fn' }).outboxWorker).toBe(false);
    expect(parseEnv({ FUNCTIONS_WORKER_RUNTIME: 'node' }).outboxWorker).toBe(false);
    expect(parseEnv({ OUTBOX_WORKER: 'off' }).outboxWorker).toBe(false);
    expect(parseEnv({ VERCEL: '1', OUTBOX_WORKER: 'on' }).outboxWorker).toBe(true);
    expect(parseEnv({}).outboxWorker).toBe(true);
    expect(() => parseEnv({ OUTBOX_WORKER: 'sometimes' })).toThrow(/OUTBOX_WORKER: must be on or off/);
  });

  it('names every problem without echoing a value', () => {
    const attempt = () => parseEnv({ DATABASE_URL: 'mysql://secret-host/db', RESEND_API_KEY: 're_secret', DOWNLOAD_LINK_SECRET: 'short' });
    expect(attempt).toThrow(/DATABASE_URL: must be a postgres/);
    expect(attempt).toThrow(/MAIL_FROM: is required when RESEND_API_KEY is set/);
    expect(attempt).toThrow(/DOWNLOAD_LINK_SECRET: must be at least 32 characters/);
    expect(attempt).not.toThrow(/secret-host|re_secret|short/);
  });
});

describe('configurationProblems', () => {
  const full = {
    NODE_ENV: 'production',
    DATABASE_URL: 'postgresql://app:s3cret-pw@db:5432/granite',
    APP_SECRET: 'y'.repeat(64),
    SITE_URL: 'https://granite.digital',
    RESEND_API_KEY: 're_live_value',
    MAIL_FROM: 'Granite <hello@granite.digital>',
    MAIL_TO_TEAM: 'team@granite.digital',
  };

  it('accepts a full production configuration, with the secret under either name', () => {
    expect(configurationProblems(full)).toEqual([]);
    const { APP_SECRET, ...rest } = full;
    expect(configurationProblems({ ...rest, DOWNLOAD_LINK_SECRET: APP_SECRET })).toEqual([]);
    expect(parseEnv(full).mode).toBe('production');
  });

  it('refuses production with nothing configured: one line per missing variable', () => {
    const problems = configurationProblems({ NODE_ENV: 'production' });
    expect(problems.map((line) => line.split(':')[0])).toEqual(['DATABASE_URL', 'APP_SECRET', 'SITE_URL', 'RESEND_API_KEY', 'MAIL_FROM', 'MAIL_TO_TEAM']);
  });

  it('reports invalid values by name and never repeats a value', () => {
    const problems = configurationProblems({ ...full, APP_SECRET: 'short-secret', MAIL_FROM: '', DATABASE_URL: 'mysql://x' });
    expect(problems).toHaveLength(3);
    expect(problems.join('\n')).toMatch(/APP_SECRET: must be at least 32/);
    expect(problems.join('\n')).toMatch(/MAIL_FROM: is required/);
    expect(problems.join('\n')).toMatch(/DATABASE_URL: must be a postgres/);
    for (const value of ['short-secret', 'mysql://x', 're_live_value', 's3cret-pw']) expect(problems.join('\n')).not.toContain(value);
  });

  it('lets single-box mode run with nothing configured, but not mixed with a PostgreSQL URL', () => {
    expect(configurationProblems({ NODE_ENV: 'production', APP_MODE: 'single-box' })).toEqual([]);
    expect(parseEnv({ NODE_ENV: 'production', APP_MODE: 'single-box' }).mode).toBe('single-box');
    expect(configurationProblems({ ...full, APP_MODE: 'single-box' })).toEqual([expect.stringMatching(/^DATABASE_URL: is set, but single-box mode/)]);
  });

  it('takes a deploy hook over https only in production (its URL is its secret), or on this machine', () => {
    expect(configurationProblems({ ...full, DEPLOY_HOOK_URL: 'https://api.vercel.com/v1/integrations/deploy/prj_x/abc' })).toEqual([]);
    expect(configurationProblems({ ...full, DEPLOY_HOOK_URL: 'http://127.0.0.1:4100/hook' })).toEqual([]);
    const plain = configurationProblems({ ...full, DEPLOY_HOOK_URL: 'http://hooks.example/deploy/s3cret-hook' });
    expect(plain).toEqual(["DEPLOY_HOOK_URL: must be an https:// URL in production (it carries the hook's secret)"]);
    expect(configurationProblems({ ...full, DEPLOY_HOOK_URL: 'ftp://x' })).toEqual([expect.stringMatching(/^DEPLOY_HOOK_URL: must be an http\(s\) URL/)]);
    expect(configurationProblems({ DEPLOY_HOOK_URL: 'http://hooks.example/deploy' })).toEqual([]);
    expect(parseEnv({ DEPLOY_HOOK_URL: 'https://hooks.example/d' }).deployHookUrl).toBe('https://hooks.example/d');
  });

  it('asks nothing of development and tests', () => {
    expect(configurationProblems({})).toEqual([]);
    expect(configurationProblems({ NODE_ENV: 'test' })).toEqual([]);
    expect(parseEnv({ NODE_ENV: 'development', APP_MODE: 'production' }).mode).toBe('development');
  });
});

describe('.env.example', () => {
  it('lists every variable the server reads, and the shutdown, migration and analytics ones', () => {
    const listed = new Set([...readFileSync('.env.example', 'utf8').matchAll(/^([A-Z_]+)=/gm)].map((match) => match[1]));
    const expected = [
      ...serverVariables().filter((name) => name !== 'NODE_ENV'),
      'SHUTDOWN_DELAY_MS',
      'SHUTDOWN_TIMEOUT_MS',
      'MIGRATE_STATEMENT_TIMEOUT_MS',
      'NEXT_PUBLIC_GA_ID',
      'PAGE_CACHE',
    ];
    expect(expected.length).toBeGreaterThan(15);
    for (const name of expected) expect(listed, name).toContain(name);
  });
});
