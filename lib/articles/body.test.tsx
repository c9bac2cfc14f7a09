import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { renderToStaticMarkup } from 'react-dom/server';
import { bodyImageIds, bodyText, isSafeHref, parseBody, readingMinutes } from '@/lib/articles/body';
import { ArticleBody } from '@/lib/articles/render';

const doc = (...content: unknown[]) => ({ type: 'doc', content });
const p = (...content: unknown[]) => ({ type: 'paragraph', content });
const text = (value: string, marks?: unknown[]) => ({ type: 'text', text: value, ...(marks && { marks }) });
const render = (input: unknown) => {
  const parsed = parseBody(input);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  return renderToStaticMarkup(<ArticleBody body={parsed.body} />);
};

describe('article bodies', () => {
  it('keeps the allowlisted nodes and marks and renders them as elements', () => {
    const html = render(
      doc(
        { type: 'heading', attrs: { level: 2, id: 'x' }, content: [text('Why')] },
        p(
          text('Bold', [{ type: 'bold' }]),
          text(' and '),
          text('site', [{ type: 'link', attrs: { href: 'https://example.com', target: '_blank', class: 'x' } }]),
        ),
        { type: 'bulletList', content: [{ type: 'listItem', content: [p(text('one'))] }] },
        { type: 'blockquote', content: [p(text('quoted'))] },
        { type: 'codeBlock', attrs: { language: 'js' }, content: [text('let a = 1;')] },
        { type: 'image', attrs: { src: '/api/article-images/7', alt: 'A chart', width: 800, height: 450, title: null } },
      ),
    );
    expect(html).toBe(
      '<h2>Why</h2><p><strong>Bold</strong> and <a href="https://example.com" rel="noopener noreferrer">site</a></p><ul><li><p>one</p></li></ul>' +
        '<blockquote><p>quoted</p></blockquote><pre><code>let a = 1;</code></pre>' +
        '<figure><img src="/api/article-images/7" alt="A chart" width="800" height="450" loading="lazy" decoding="async"/></figure>',
    );
  });

  it('escapes text instead of rendering it as markup', () => {
    expect(render(doc(p(text('<script>alert(1)</script><img src=x onerror=alert(1)>'))))).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;</p>',
    );
  });

  it('refuses unknown nodes, unsafe links, foreign images and images without alt text', () => {
    expect(parseBody(doc({ type: 'iframe', attrs: { src: 'https://evil.example' } })).ok).toBe(false);
    expect(parseBody(doc(p(text('x', [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }])))).ok).toBe(false);
    expect(parseBody(doc(p(text('x', [{ type: 'link', attrs: { href: '//evil.example' } }])))).ok).toBe(false);
    expect(parseBody(doc(p(text('x', [{ type: 'underline' }])))).ok).toBe(false);
    expect(parseBody(doc({ type: 'image', attrs: { src: 'https://evil.example/a.png', alt: 'a', width: 1, height: 1 } })).ok).toBe(false);
    expect(parseBody(doc({ type: 'image', attrs: { src: '/api/article-images/1', alt: ' ', width: 1, height: 1 } })).ok).toBe(false);
    expect(parseBody(doc({ type: 'image', attrs: { src: '/api/article-images/1', width: 1, height: 1 } })).ok).toBe(false);
    // Exactly empty: the writer marked it decorative (the editor asks for a description otherwise).
    expect(parseBody(doc({ type: 'image', attrs: { src: '/api/article-images/1', alt: '', width: 1, height: 1 } })).ok).toBe(true);
    expect(parseBody(doc({ type: 'heading', attrs: { level: 1 }, content: [text('x')] })).ok).toBe(false);
  });

  it('refuses a body nested deeper than the limit without walking it', () => {
    let node: unknown = p(text('x'));
    for (let depth = 0; depth < 5000; depth += 1) node = { type: 'blockquote', content: [node] };
    expect(parseBody(doc(node))).toEqual({ ok: false, issues: [{ field: 'body', message: 'too-deep' }] });
  });

  it('allows http(s), mailto and paths of this site only', () => {
    for (const href of ['https://a.example/b?c=d', 'http://a.example', 'mailto:hello@example.com', '/en/contact', '#top'])
      expect(isSafeHref(href), href).toBe(true);
    for (const href of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      '//evil.example',
      '/\\evil.example',
      'java\nscript:x',
      ' https://a.example',
    ])
      expect(isSafeHref(href), href).toBe(false);
  });

  it('counts words for the reading time and lists the images it shows', () => {
    const parsed = parseBody(
      doc(p(text(Array.from({ length: 660 }, () => 'word').join(' '))), {
        type: 'image',
        attrs: { src: '/api/article-images/12', alt: 'x', width: 2, height: 2 },
      }),
    );
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(readingMinutes(parsed.body)).toBe(3);
    expect(bodyImageIds(parsed.body)).toEqual([12]);
    expect(bodyText(parsed.body).split(' ')).toHaveLength(660);
  });

  it('never throws on garbage, and whatever it accepts renders without raw markup', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), (value) => {
        const parsed = parseBody(value);
        if (parsed.ok) expect(renderToStaticMarkup(<ArticleBody body={parsed.body} />)).not.toMatch(/<(script|iframe|style)/i);
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 300) },
    );
    const textArb = fc.string({ minLength: 1, maxLength: 20 });
    const leaf = fc.record({
      type: fc.constant('text'),
      text: textArb,
      marks: fc.array(
        fc.oneof(fc.constant({ type: 'bold' }), fc.record({ type: fc.constant('link'), attrs: fc.record({ href: fc.oneof(fc.webUrl(), fc.string()) }) })),
        { maxLength: 2 },
      ),
    });
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            type: fc.constantFrom('paragraph', 'blockquote', 'heading', 'script'),
            attrs: fc.record({ level: fc.integer({ min: 0, max: 6 }) }),
            content: fc.array(leaf, { maxLength: 3 }),
          }),
          { maxLength: 5 },
        ),
        (content) => {
          const parsed = parseBody({ type: 'doc', content });
          if (!parsed.ok) return;
          const html = renderToStaticMarkup(<ArticleBody body={parsed.body} />);
          expect(html).not.toMatch(/href="(?!https?:|\/|#|mailto:)/i);
        },
      ),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 300) },
    );
  });
});
