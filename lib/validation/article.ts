import { z } from 'zod';

// The article routes' requests (app/api/team/articles/*), shared with the editor
// (components/team/article-editor.tsx). The body is checked by lib/articles/body.ts.

const id = z.number().int().positive().max(2_147_483_647);

export const articleDraftSchema = z
  .object({
    articleId: id.optional(),
    locale: z.string().max(5),
    slug: z.string().max(80),
    title: z.string().trim().min(1).max(200),
    summary: z.string().trim().min(1).max(500),
    body: z.unknown(),
    seoTitle: z.string().max(70).optional(),
    seoDescription: z.string().max(200).optional(),
    tags: z.array(z.string().max(40)).max(8).optional(),
    coverImageId: id.nullable().optional(),
    coverAlt: z.string().max(300).optional(),
  })
  .strict();

export const articlePublishSchema = z.object({ articleId: id, locale: z.string().max(5) }).strict();
export const articleScheduleSchema = z.object({ articleId: id, locale: z.string().max(5), at: z.iso.datetime({ offset: true }).nullable() }).strict();
export const articleRevertSchema = z.object({ revisionId: id }).strict();
