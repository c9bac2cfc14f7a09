import { articleLanguage, articleJson, refuseArticlePublishing, articleRequest } from '@/lib/articles/team-route';
import { scheduleArticle } from '@/lib/articles/store';
import { getDb } from '@/lib/db/client';
import { recordAudit } from '@/lib/team/audit';
import { articleScheduleSchema } from '@/lib/validation/article';
import { TeamError } from '@/lib/team/team-error';
import { teamRoute, type TeamContext } from '@/lib/team/team-route';

export const dynamic = 'force-dynamic';

// Has the working copy of one language published at `at` (null cancels); the outbox round does
// it (lib/articles/startup.ts). Permission: articles.publish (editors and owners).
export const POST = teamRoute(scheduleArticleRoute, { permission: 'articles.edit', language: articleLanguage });

async function scheduleArticleRoute(context: TeamContext<'articles.edit'>): Promise<Response> {
  const input = await articleRequest(context, articleScheduleSchema);
  const { articleId, locale, at } = input.data;
  // A publish that could never go live is refused now, not when it runs; cancelling always works.
  if (at !== null) refuseArticlePublishing();
  const when = at === null ? null : new Date(at);
  if (when && when.getTime() < Date.now() - 60_000) throw new TeamError(422, 'invalid-request');
  const db = await getDb();
  const done = await scheduleArticle(db, { articleId, locale, at: when, user: input.session.user });
  if (!done.ok) throw new TeamError(422, done.code);
  await recordAudit(db, 'article-schedule', input.session.user, { articleId, locale, at: at ?? null });
  return articleJson({ ok: true, at });
}
