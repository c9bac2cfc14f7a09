import { articleLanguage, afterPublish, articleJson, refuseArticlePublishing, articleRequest } from '@/lib/articles/team-route';
import { revertArticle } from '@/lib/articles/store';
import { getDb } from '@/lib/db/client';
import { articleRevertSchema } from '@/lib/validation/article';
import { TeamError } from '@/lib/team/team-error';
import { teamRoute, type TeamContext } from '@/lib/team/team-route';

export const dynamic = 'force-dynamic';

// Publishes an earlier revision again (as a new one). Permission: articles.publish (editors and owners).
export const POST = teamRoute(revertArticleRoute, { permission: 'articles.edit', language: articleLanguage });

async function revertArticleRoute(context: TeamContext<'articles.edit'>): Promise<Response> {
  const input = await articleRequest(context, articleRevertSchema);
  refuseArticlePublishing();
  const db = await getDb();
  const reverted = await revertArticle(db, { ...input.data, user: input.session.user });
  if (!reverted.ok) throw new TeamError(422, reverted.code);
  return articleJson({ ...reverted, ...(await afterPublish(db, input.session, reverted, 'article-revert')) });
}
