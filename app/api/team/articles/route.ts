import { articleLanguage, articleJson, articleRequest } from '@/lib/articles/team-route';
import { saveArticleDraft } from '@/lib/articles/store';
import { getDb } from '@/lib/db/client';
import { articleDraftSchema } from '@/lib/validation/article';
import { TeamError } from '@/lib/team/team-error';
import { teamRoute, type TeamContext } from '@/lib/team/team-route';

export const dynamic = 'force-dynamic';

// Saves the working copy of one language of an article (a new article without `articleId`).

export const POST = teamRoute(saveArticleRoute, { permission: 'articles.edit', language: articleLanguage });

async function saveArticleRoute(context: TeamContext<'articles.edit'>): Promise<Response> {
  const input = await articleRequest(context, articleDraftSchema);
  const saved = await saveArticleDraft(await getDb(), input.data, input.session.user);
  if (!saved.ok) throw new TeamError(422, saved.code);
  return articleJson(saved);
}
