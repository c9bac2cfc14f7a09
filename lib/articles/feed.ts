import type { Locale } from '@/i18n/routing';
import { articleUrl } from '@/lib/articles/metadata';
import type { PublicArticle } from '@/lib/articles/public';
import { absoluteUrl, siteUrl } from '@/lib/site';

// An Atom 1.0 feed (RFC 4287) of a language's newest articles: id, title and updated for the feed
// and each entry, an author, alternate links and the summary (not the body: readers come to the site).

const escapeXml = (text: string) =>
  text
    // eslint-disable-next-line no-control-regex -- XML 1.0 forbids these characters: they are the point
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

export function atomFeed({
  locale,
  title,
  subtitle,
  articles,
}: {
  locale: Locale;
  title: string;
  subtitle: string;
  articles: readonly PublicArticle[];
}): string {
  const self = absoluteUrl(locale, '/insights/feed.xml');
  const updated = articles.reduce((latest, article) => (article.updatedAt > latest ? article.updatedAt : latest), new Date(0));
  const entries = articles.map((article) => {
    const url = articleUrl(article.locale, article.slug);
    return [
      '  <entry>',
      `    <id>${escapeXml(url)}</id>`,
      `    <title>${escapeXml(article.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(url)}"/>`,
      `    <published>${article.publishedAt.toISOString()}</published>`,
      `    <updated>${article.updatedAt.toISOString()}</updated>`,
      `    <author><name>${escapeXml(article.authorName)}</name></author>`,
      ...article.tags.map((tag) => `    <category term="${escapeXml(tag)}"/>`),
      `    <summary>${escapeXml(article.summary)}</summary>`,
      '  </entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${locale}">`,
    `  <id>${escapeXml(self)}</id>`,
    `  <title>${escapeXml(title)}</title>`,
    `  <subtitle>${escapeXml(subtitle)}</subtitle>`,
    `  <updated>${(articles.length > 0 ? updated : new Date(0)).toISOString()}</updated>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(self)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(absoluteUrl(locale, '/insights'))}"/>`,
    `  <author><name>Granite Digital</name><uri>${escapeXml(siteUrl)}</uri></author>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
