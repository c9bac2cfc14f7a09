import { articleLanguage, articleJson, articlePublishingRefused, articleRequest } from '@/lib/articles/team-route';
import { scheduleArticle } from '@/lib/articles/store';
import { getDb } from '@/lib/db/client';
import { recordAudit } from '@/lib/team/audit';
import { articleScheduleSchema } from '@/lib/validation/article';
import { teamRoute, type TeamContext } from '@/lib/team/team-route';

export const dynamic = 'force-dynamic';

// Has the working copy of one language published at `at` (null cancels); the outbox round does
// it (lib/articles/startup.ts). Permission: articles.publish (editors and owners).
export const POST = teamRoute(scheduleArticleRoute, { permission: 'articles.edit', language: articleLanguage });

async function scheduleArticleRoute(context: TeamContext<'articles.edit'>): Promise<Response> {
  const input = await articleRequest(context, articleScheduleSchema);
  if ('response' in input) return input.response;
  const { articleId, locale, at } = input.data;
  // A publish that could never go live is refused now, not when it runs; cancelling always works.
  const refused = at === null ? undefined : articlePublishingRefused();
  if (refused) return refused;
  const when = at === null ? null : new Date(at);
  if (when && when.getTime() < Date.now() - 60_000) return articleJson({ error: 'invalid-request' }, 422);
  const db = await getDb();
  const done = await scheduleArticle(db, { articleId, locale, at: when, user: input.session.user });
  if (!done.ok) return articleJson({ error: done.code }, 422);
  await recordAudit(db, 'article-schedule', input.session.user, { articleId, locale, at: at ?? null });
  return articleJson({ ok: true, at });
}
