import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ArticleView } from '@/components/insights/article-view';
import { pageLocale } from '@/i18n/page-locale';
import { isLocale } from '@/i18n/routing';
import { readingMinutes } from '@/lib/articles/body';
import { imagePath } from '@/lib/articles/public';
import { articleDraft } from '@/lib/articles/store';
import { getDb } from '@/lib/db/client';
import { teamPage } from '@/lib/team/team-page';
import { teamPath } from '@/lib/team/paths';

type Props = { params: Promise<{ locale: string; id: string; lang: string }> };

export const metadata: Metadata = { robots: { index: false, follow: false } };

// The working copy rendered by the public page's own component, for members only (per request,
// never cached: the team area). Permission: articles.read (editors and owners).
export default async function ArticlePreviewPage({ params }: Props) {
  const locale = await pageLocale(params);
  const { id, lang } = await params;
  if (!/^[1-9][0-9]{0,9}$/.test(id) || !isLocale(lang)) notFound();
  await teamPage(locale, teamPath(locale, `/articles/${id}/${lang}/preview`), 'articles.edit');
  const db = await getDb();
  const draft = await articleDraft(db, Number(id), lang);
  if (!draft) notFound();
  const cover = draft.coverImageId
    ? await db.articleImage.findUnique({ where: { id: draft.coverImageId }, select: { id: true, width: true, height: true } })
    : null;
  const now = new Date();
  return (
    <ArticleView
      locale={lang}
      article={{
        id: draft.articleId,
        locale: lang,
        slug: draft.slug,
        title: draft.title,
        summary: draft.summary,
        body: draft.body,
        seoTitle: draft.seoTitle || draft.title,
        seoDescription: draft.seoDescription || draft.summary,
        publishedAt: now,
        updatedAt: now,
        authorName: draft.authorName,
        tags: draft.tags,
        cover: cover ? { src: imagePath(cover.id), width: cover.width, height: cover.height, alt: draft.coverAlt } : null,
        readingMinutes: readingMinutes(draft.body, draft.title),
        alternates: {},
      }}
    />
  );
}
