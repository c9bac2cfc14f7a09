import { articleLanguage, afterPublish, articleJson, articlePublishingRefused, articleRequest } from '@/lib/articles/team-route';
import { revertArticle } from '@/lib/articles/store';
import { getDb } from '@/lib/db/client';
import { articleRevertSchema } from '@/lib/validation/article';
import { teamRoute, type TeamContext } from '@/lib/team/team-route';

export const dynamic = 'force-dynamic';

// Publishes an earlier revision again (as a new one). Permission: articles.publish (editors and owners).
export const POST = teamRoute(revertArticleRoute, { permission: 'articles.edit', language: articleLanguage });

async function revertArticleRoute(context: TeamContext<'articles.edit'>): Promise<Response> {
  const input = await articleRequest(context, articleRevertSchema);
  if ('response' in input) return input.response;
  const refused = articlePublishingRefused();
  if (refused) return refused;
  const db = await getDb();
  const reverted = await revertArticle(db, { ...input.data, user: input.session.user });
  if (!reverted.ok) return articleJson({ error: reverted.code }, 422);
  return articleJson({ ...reverted, ...(await afterPublish(db, input.session, reverted, 'article-revert')) });
}
