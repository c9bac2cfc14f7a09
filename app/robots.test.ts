import { describe, expect, it } from 'vitest';
import { locales } from '@/i18n/routing';
import { routes } from '@/lib/site';
import { robotsAllows, robotsRules } from '@/test/robots-match';
import robots from './robots';

// The served robots.txt is checked against real pages and images in e2e/articles.test.ts; this
// is the matcher's own check and the rules' intent, without a server.

function text(): string {
  const { rules } = robots();
  const list = Array.isArray(rules) ? rules : [rules];
  return list
    .map((rule) =>
      [
        `User-Agent: ${rule.userAgent}`,
        ...[rule.allow ?? []].flat().map((path) => `Allow: ${path}`),
        ...[rule.disallow ?? []].flat().map((path) => `Disallow: ${path}`),
      ].join('\n'),
    )
    .join('\n\n');
}

describe('robots.txt', () => {
  it('lets crawlers fetch every page and every article image, and nothing else under /api/', () => {
    const rules = robotsRules(text());
    for (const locale of locales)
      for (const route of [...routes, '/insights', '/insights/page/2', '/insights/tag/ai-agents', '/insights/some-article', '/insights/feed.xml'])
        expect(robotsAllows(rules, `/${locale}${route}`), `/${locale}${route}`).toBe(true);
    for (const image of ['/api/article-images/1', '/api/article-images/123?w=480', '/en/insights/some-article/opengraph-image'])
      expect(robotsAllows(rules, image), image).toBe(true);
    for (const hidden of ['/api/contact', '/api/team/articles', '/api/article-imagesx', '/submit']) expect(robotsAllows(rules, hidden), hidden).toBe(false);
  });

  it('reads the longest match, Allow on a tie, wildcards and anchors as RFC 9309 says', () => {
    const rules = robotsRules('User-agent: other\nDisallow: /\n\nUser-agent: *\nDisallow: /a\nAllow: /a/b\nDisallow: /*.pdf$\nAllow: /x\nDisallow: /x');
    expect(robotsAllows(rules, '/a/c')).toBe(false);
    expect(robotsAllows(rules, '/a/b/c')).toBe(true);
    expect(robotsAllows(rules, '/doc.pdf')).toBe(false);
    expect(robotsAllows(rules, '/doc.pdf?x')).toBe(true);
    expect(robotsAllows(rules, '/x')).toBe(true);
    expect(robotsAllows(rules, '/elsewhere')).toBe(true);
  });
});
