import { articleLanguage, articleJson, articleRequest } from '@/lib/articles/team-route';
import { saveArticleDraft } from '@/lib/articles/store';
import { getDb } from '@/lib/db/client';
import { articleDraftSchema } from '@/lib/validation/article';
import { teamRoute, type TeamContext } from '@/lib/team/team-route';

export const dynamic = 'force-dynamic';

// Saves the working copy of one language of an article (a new article without `articleId`).

export const POST = teamRoute(saveArticleRoute, { permission: 'articles.edit', language: articleLanguage });

async function saveArticleRoute(context: TeamContext<'articles.edit'>): Promise<Response> {
  const input = await articleRequest(context, articleDraftSchema);
  if ('response' in input) return input.response;
  const saved = await saveArticleDraft(await getDb(), input.data, input.session.user);
  return saved.ok ? articleJson(saved) : articleJson({ error: saved.code }, 422);
}
