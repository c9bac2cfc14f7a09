import type { BodyNode } from '@/lib/articles/body';

// Plain text of an article body, for the server (reading time, feed) and the editor alike (the
// word-level diffs of a confirmation and of the history): one function, so a diff never shows a
// change that is only a difference between two ways of reading the same document.

type Doc = { content?: readonly BodyNode[] };

/**
 * The body's plain text, blocks separated by blank lines; list items and quotes are their
 * paragraphs. `images`: an image as its alt text in brackets (a diff shows an image's change).
 */
export function bodyText(body: Doc, { images = false } = {}): string {
  const blocks: string[] = [];
  const inline = (items: readonly BodyNode[] | undefined): string =>
    (items ?? []).map((item) => (item.type === 'text' ? item.text : item.type === 'hardBreak' ? '\n' : 'content' in item ? inline(item.content) : '')).join('');
  const walk = (items: readonly BodyNode[]) => {
    for (const item of items) {
      if (item.type === 'paragraph' || item.type === 'heading' || item.type === 'codeBlock') blocks.push(inline(item.content));
      else if (item.type === 'image' && images) blocks.push(`[${item.attrs.alt}]`);
      else if ('content' in item && item.content) walk(item.content);
    }
  };
  walk(body.content ?? []);
  return blocks.filter(Boolean).join('\n\n');
}

/** What a writer compares between two versions: the title, the summary and the text. */
export function versionText(version: { title: string; summary: string; body: unknown }): string {
  return [version.title, version.summary, bodyText(version.body as Doc, { images: true })].filter(Boolean).join('\n\n');
}
