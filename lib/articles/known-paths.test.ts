import { describe, expect, it } from 'vitest';
import { forgetArticlePaths, KNOWN_FOR_MS, knowArticlePathsFrom, mayBeArticle } from './known-paths';

describe('known article paths', () => {
  it('reads the paths at most once per KNOWN_FOR_MS, again after a publish here, and says nothing while they cannot be read', async () => {
    let loads = 0;
    let paths = new Set(['/de/insights/ki-im-mittelstand', '/de/insights/tag/ki']);
    knowArticlePathsFrom(async () => ((loads += 1), paths));
    const now = Date.now();
    expect(await mayBeArticle('/de/insights/ki-im-mittelstand', now)).toBe(true);
    expect(await mayBeArticle('/de/insights/no-such-article', now)).toBe(false);
    expect(mayBeArticle('/de/insights/page/7', now + 1)).toBe(false);
    expect(loads).toBe(1);
    paths = new Set([...paths, '/de/insights/neu']);
    expect(mayBeArticle('/de/insights/neu', now + 2)).toBe(false);
    forgetArticlePaths();
    expect(await mayBeArticle('/de/insights/neu', now + 3)).toBe(true);
    expect(loads).toBe(2);
    knowArticlePathsFrom(async () => {
      throw new Error('database away');
    });
    expect(await mayBeArticle('/de/insights/no-such-article', now + KNOWN_FOR_MS * 2)).toBeUndefined();
  });
});
