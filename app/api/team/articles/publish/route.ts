import { articleLanguage, afterPublish, articleJson, refuseArticlePublishing, articleRequest } from '@/lib/articles/team-route';
import { publishArticle } from '@/lib/articles/store';
import { getDb } from '@/lib/db/client';
import { articlePublishSchema } from '@/lib/validation/article';
import { TeamError } from '@/lib/team/team-error';
import { teamRoute, type TeamContext } from '@/lib/team/team-route';

export const dynamic = 'force-dynamic';

// Publishes the working copy of one language; that language's article, index, home, feed and
// the sitemap are regenerated on their next request, or, on a host that caches pages itself, go
// live with the deployment its hook starts (refused without a hook). Permission: articles.publish.
export const POST = teamRoute(publishArticleRoute, { permission: 'articles.edit', language: articleLanguage });

async function publishArticleRoute(context: TeamContext<'articles.edit'>): Promise<Response> {
  const input = await articleRequest(context, articlePublishSchema);
  refuseArticlePublishing();
  const db = await getDb();
  const published = await publishArticle(db, { ...input.data, user: input.session.user });
  if (!published.ok) throw new TeamError(422, published.code);
  return articleJson({ ...published, ...(await afterPublish(db, input.session, published, 'article-publish')) });
}
