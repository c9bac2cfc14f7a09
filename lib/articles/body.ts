import { createHash } from 'node:crypto';
import { z } from 'zod';
import { bodyText } from '@/lib/articles/body-text';
import { isSafeHref } from '@/lib/articles/href';

// An article's body is the editor's JSON (TipTap, i.e. ProseMirror's document shape), checked
// against this allowlist before it is stored and again before it is rendered
// (lib/articles/render.tsx): nodes and marks not listed, unknown attributes, links to other
// schemes than http(s)/mailto/relative and images from anywhere but our own image route are
// refused. Nothing in a body is ever rendered as HTML.

export const IMAGE_PATH = /^\/api\/article-images\/([1-9][0-9]{0,9})$/;
const MAX_TEXT = 20_000;
const MAX_NODES = 5_000;
const MAX_DEPTH = 12;

export { isExternalHref, isSafeHref } from '@/lib/articles/href';
export { bodyText } from '@/lib/articles/body-text';

// The editor may add attributes of its own (an empty object, a list's type): kept out by strip().
const looseAttrs = z.object({}).loose().optional();
const link = z.object({ type: z.literal('link'), attrs: z.object({ href: z.string().refine(isSafeHref, 'unsafe-link') }).loose() });
const mark = z.discriminatedUnion('type', [
  z.object({ type: z.literal('bold'), attrs: looseAttrs }).strict(),
  z.object({ type: z.literal('italic'), attrs: looseAttrs }).strict(),
  z.object({ type: z.literal('code'), attrs: looseAttrs }).strict(),
  z.object({ type: z.literal('strike'), attrs: looseAttrs }).strict(),
  link,
]);

export type Mark = z.infer<typeof mark>;
export type TextNode = { type: 'text'; text: string; marks?: Mark[] };
export type BodyNode =
  | TextNode
  | { type: 'paragraph'; content?: BodyNode[] }
  | { type: 'heading'; attrs: { level: 2 | 3 | 4 }; content?: BodyNode[] }
  | { type: 'bulletList'; content?: BodyNode[] }
  | { type: 'orderedList'; attrs?: { start?: number }; content?: BodyNode[] }
  | { type: 'listItem'; content?: BodyNode[] }
  | { type: 'blockquote'; content?: BodyNode[] }
  | { type: 'codeBlock'; content?: BodyNode[] }
  | { type: 'horizontalRule' }
  | { type: 'hardBreak' }
  | { type: 'image'; attrs: { src: string; alt: string; width: number; height: number } };
export type Body = { type: 'doc'; content: BodyNode[] };

const text = z.object({ type: z.literal('text'), text: z.string().min(1).max(MAX_TEXT), marks: z.array(mark).max(5).optional() }).strict();
const node: z.ZodType<BodyNode> = z.lazy(() =>
  z.discriminatedUnion('type', [
    text,
    z.object({ type: z.literal('paragraph'), attrs: z.object({}).loose().optional(), content: z.array(node).optional() }).strict(),
    z
      .object({
        type: z.literal('heading'),
        attrs: z.object({ level: z.union([z.literal(2), z.literal(3), z.literal(4)]) }).loose(),
        content: z.array(node).optional(),
      })
      .strict(),
    z.object({ type: z.literal('bulletList'), attrs: looseAttrs, content: z.array(node).optional() }).strict(),
    z
      .object({
        type: z.literal('orderedList'),
        attrs: z
          .object({ start: z.number().int().min(1).max(10_000).optional() })
          .loose()
          .optional(),
        content: z.array(node).optional(),
      })
      .strict(),
    z.object({ type: z.literal('listItem'), attrs: looseAttrs, content: z.array(node).optional() }).strict(),
    z.object({ type: z.literal('blockquote'), attrs: looseAttrs, content: z.array(node).optional() }).strict(),
    z.object({ type: z.literal('codeBlock'), attrs: z.object({}).loose().optional(), content: z.array(node).optional() }).strict(),
    z.object({ type: z.literal('horizontalRule'), attrs: looseAttrs }).strict(),
    z.object({ type: z.literal('hardBreak'), attrs: looseAttrs, marks: z.array(mark).optional() }).strict(),
    z
      .object({
        type: z.literal('image'),
        attrs: z
          .object({
            src: z.string().regex(IMAGE_PATH, 'image-not-ours'),
            // Empty only when the writer marked the image decorative (the editor asks for a description otherwise).
            alt: z
              .string()
              .max(300)
              .refine((alt) => alt === '' || alt.trim() !== '', 'image-alt-missing'),
            width: z.number().int().min(1).max(4000),
            height: z.number().int().min(1).max(4000),
          })
          .loose(),
      })
      .strict(),
  ]),
) as z.ZodType<BodyNode>;

const doc = z.object({ type: z.literal('doc'), content: z.array(node).max(MAX_NODES) }).strict();

/** Only the attributes the renderer uses are kept, whatever the editor added (title, textAlign, …). */
function strip(item: BodyNode): BodyNode {
  switch (item.type) {
    case 'text':
      return {
        type: 'text',
        text: item.text,
        ...(item.marks?.length
          ? { marks: item.marks.map((m): Mark => (m.type === 'link' ? { type: 'link', attrs: { href: m.attrs.href } } : { type: m.type })) }
          : {}),
      };
    case 'heading':
      return { type: 'heading', attrs: { level: item.attrs.level }, ...(item.content && { content: item.content.map(strip) }) };
    case 'orderedList':
      return {
        type: 'orderedList',
        ...(item.attrs?.start && item.attrs.start !== 1 && { attrs: { start: item.attrs.start } }),
        ...(item.content && { content: item.content.map(strip) }),
      };
    case 'image':
      return { type: 'image', attrs: { src: item.attrs.src, alt: item.attrs.alt.trim(), width: item.attrs.width, height: item.attrs.height } };
    case 'horizontalRule':
    case 'hardBreak':
      return { type: item.type };
    default:
      return { type: item.type, ...(item.content && { content: item.content.map(strip) }) } as BodyNode;
  }
}

function measure(items: readonly BodyNode[], depth = 1): { nodes: number; depth: number } {
  let nodes = 0;
  let deepest = depth;
  for (const item of items) {
    nodes += 1;
    if ('content' in item && item.content) {
      const inner = measure(item.content, depth + 1);
      nodes += inner.nodes;
      deepest = Math.max(deepest, inner.depth);
    }
  }
  return { nodes, depth: deepest };
}

export type BodyResult = { ok: true; body: Body } | { ok: false; issues: { field: string; message: string }[] };

/** The body as stored: allowlisted, with only the attributes we render, within size limits. */
export function parseBody(input: unknown): BodyResult {
  const shape = (input as { content?: unknown })?.content;
  // Checked before zod walks it, so a deeply nested payload cannot exhaust the stack.
  if (Array.isArray(shape) && tooDeep(shape, 0)) return { ok: false, issues: [{ field: 'body', message: 'too-deep' }] };
  const parsed = doc.safeParse(input);
  if (!parsed.success)
    return { ok: false, issues: parsed.error.issues.slice(0, 10).map((issue) => ({ field: ['body', ...issue.path].join('.'), message: issue.message })) };
  const body: Body = { type: 'doc', content: parsed.data.content.map(strip) };
  const size = measure(body.content);
  if (size.nodes > MAX_NODES || size.depth > MAX_DEPTH) return { ok: false, issues: [{ field: 'body', message: 'too-large' }] };
  return { ok: true, body };
}

function tooDeep(items: unknown[], depth: number): boolean {
  if (depth > MAX_DEPTH) return true;
  return items.some((item) => {
    const content = (item as { content?: unknown } | null)?.content;
    return Array.isArray(content) && tooDeep(content, depth + 1);
  });
}

/** Minutes to read at about 220 words a minute, at least one. */
export function readingMinutes(body: Body, extra = ''): number {
  const words = `${extra} ${bodyText(body)}`.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / 220));
}

/** The image ids a body shows (each must exist in article_images). */
export function bodyImageIds(body: Body): number[] {
  const ids: number[] = [];
  const walk = (items: readonly BodyNode[]) => {
    for (const item of items) {
      if (item.type === 'image') ids.push(Number(IMAGE_PATH.exec(item.attrs.src)![1]));
      else if ('content' in item && item.content) walk(item.content);
    }
  };
  walk(body.content);
  return ids;
}

/** What makes a version's content: a change to any of these flags its translations outdated. */
export function contentHash(version: { title: string; summary: string; body: Body }): string {
  return createHash('sha256')
    .update(canonicalJson([version.title, version.summary, version.body]), 'utf8')
    .digest('hex');
}

/** JSON with sorted keys: PostgreSQL's jsonb gives keys back in its own order. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export const emptyBody = (): Body => ({ type: 'doc', content: [{ type: 'paragraph' }] });
