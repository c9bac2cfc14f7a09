import { articleJson, articleRequest } from '@/lib/articles/team-route';
import { saveArticleDraft } from '@/lib/articles/store';
import { getDb } from '@/lib/db/client';
import { articleDraftSchema } from '@/lib/validation/article';

export const dynamic = 'force-dynamic';

// Saves the working copy of one language of an article (a new article without `articleId`).
// Permission: articles.write (editors and owners).
export async function POST(request: Request): Promise<Response> {
  const input = await articleRequest(request, articleDraftSchema);
  if ('response' in input) return input.response;
  const saved = await saveArticleDraft(await getDb(), input.data, input.session.user);
  return saved.ok ? articleJson(saved) : articleJson({ error: saved.code }, 422);
}
