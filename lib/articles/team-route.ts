import 'server-only';
import type { z } from 'zod';
import { ApiError } from '@/lib/api/errors';
import { readJson } from '@/lib/api/read-json';
import { expireArticlePages } from '@/lib/articles/expire';
import { getDb } from '@/lib/db/client';
import type { Published } from '@/lib/articles/store';
import { publishingRefused, requestDeployment } from '@/lib/copy/go-live';
import { getEnv } from '@/lib/env';
import type { PrismaClient } from '@/lib/generated/prisma/client';
import { pageCacheKind } from '@/lib/page-cache';
import { consumeRateLimit } from '@/lib/rate-limit/limiter';
import { recordAudit } from '@/lib/team/audit';
import type { TeamSession } from '@/lib/team/sessions';
import { TeamError } from '@/lib/team/team-error';
import type { TeamContext } from '@/lib/team/team-route';

// What every article route does before its own work, after the team wrapper (lib/team/team-route.ts:
// the member with `articles.edit`, our own site): a per-member allowance, and the JSON body against
// its schema. A refusal is a TeamError the wrapper answers as `{ error, issues? }`, with a
// kebab-case code the editor puts into words (TeamArticles.error).

export const articleJson = (body: unknown, status = 200) => Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });

const MAX_ARTICLE_BYTES = 512 * 1024;

export async function articleRequest<Schema extends z.ZodType>(
  { request, session }: TeamContext<'articles.edit'>,
  schema: Schema,
  kind: 'write' | 'upload' = 'write',
): Promise<{ session: TeamSession; data: z.output<Schema> }> {
  await memberAllowance(kind, session.user.id);
  let body: unknown;
  try {
    body = await readJson(request, MAX_ARTICLE_BYTES);
  } catch (error) {
    if (error instanceof ApiError) throw new TeamError(error.status, error.key === 'payloadTooLarge' ? 'too-large' : 'invalid-request');
    throw error;
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const issues = parsed.error.issues.slice(0, 10).map((issue) => ({ field: issue.path.join('.'), message: issue.message }));
    throw new TeamError(400, 'invalid-request', { body: { issues } });
  }
  return { session, data: parsed.data };
}

/**
 * The language an article request changes (the team wrapper refuses an editor limited to others):
 * its `locale`, or the language of the revision it restores. Null when the body names neither.
 */
export async function articleLanguage(request: Request): Promise<string | null> {
  let body: unknown;
  try {
    body = await readJson(request, MAX_ARTICLE_BYTES);
  } catch {
    return null;
  }
  const { locale, revisionId } = (body ?? {}) as { locale?: unknown; revisionId?: unknown };
  if (typeof locale === 'string') return locale;
  if (typeof revisionId !== 'number' || !Number.isSafeInteger(revisionId) || revisionId < 1 || revisionId > 2_147_483_647) return null;
  const revision = await (await getDb()).articleRevision.findUnique({ where: { id: revisionId }, select: { translation: { select: { locale: true } } } });
  return revision?.translation.locale ?? null;
}

/**
 * Publishing, reverting and scheduling on a host that caches pages itself need its deploy hook, as
 * texts do (lib/copy/go-live.ts): without one they are refused (409), not left for some later
 * deployment to bring out.
 */
export function refuseArticlePublishing(): void {
  const refused = publishingRefused();
  if (refused) throw new TeamError(409, refused);
}

/**
 * After a publish or revert: the audit entry, and the pages that show it expired (regenerated on
 * their next request), or, where the host caches pages itself, a deployment requested.
 */
export async function afterPublish(
  db: PrismaClient,
  session: TeamSession,
  result: Published,
  action: 'article-publish' | 'article-revert',
): Promise<{ pages: string[]; deployment?: 'queued' }> {
  await recordAudit(db, action, session.user, { articleId: result.articleId, locale: result.locale });
  if (result.unchanged) return { pages: [] };
  const url = getEnv().deployHookUrl;
  if (pageCacheKind() === 'platform' && url) {
    await requestDeployment(db, result.locale, session.user, url);
    return { pages: [], deployment: 'queued' };
  }
  return { pages: await expireArticlePages(db, result.locale, [result.slug, ...(result.previousSlug ? [result.previousSlug] : [])], result.articleId) };
}

/**
 * The member's allowance (lib/rate-limit: saves 120 a minute, uploads 60 an hour, counted where
 * the rest of the limits are); used up, a 429 with the seconds to wait.
 */
export async function memberAllowance(kind: 'write' | 'upload', userId: number): Promise<void> {
  const verdict = await consumeRateLimit(kind === 'write' ? 'article-write' : 'article-upload', String(userId));
  if (!verdict.allowed) throw new TeamError(429, 'rate-limited', { headers: { 'Retry-After': String(verdict.retryAfterSeconds) } });
}
