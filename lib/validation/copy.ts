import { z } from 'zod';
import '@/lib/validation/csp-safe-zod';

// The bodies of the team's copy routes (app/api/team/copy/*), shared with the inline editor that
// sends them. Only their shape is checked here: whether a language, key or text may be published
// is the store's answer (lib/copy/store.ts), a code the editor shows in words.

const locale = z.string().max(10);
const key = z.string().min(1).max(200);

/** `replaces`: the `updatedAt` of a colleague's draft the member chose to replace or edit (lib/copy/store.ts). */
export const copyDraftSchema = z.strictObject({ locale, key, text: z.string().max(20_000), replaces: z.string().max(40).optional() });
export const copyKeySchema = z.strictObject({ locale, key });
/** `keys` left out: every draft of the language. */
export const copyPublishSchema = z.strictObject({ locale, keys: z.array(key).max(5_000).optional() });
/** `toVersionId` null: back to the catalogue's text. */
export const copyRevertSchema = z.strictObject({ locale, key, toVersionId: z.number().int().positive().max(2_147_483_647).nullable() });

export type CopyDraftBody = z.infer<typeof copyDraftSchema>;
export type CopyKeyBody = z.infer<typeof copyKeySchema>;
export type CopyPublishBody = z.infer<typeof copyPublishSchema>;
export type CopyRevertBody = z.infer<typeof copyRevertSchema>;
/** A publish later (`when`: a date-and-time field's value, read in the team's zone) or the cancelling of one. */
export const copyScheduleSchema = z.strictObject({
  locale,
  when: z.string().max(40).optional(),
  cancel: z.number().int().positive().max(2_147_483_647).optional(),
});
/** The white-paper screen's "Save draft": a text of the white paper (WhitePaper.*) only. */
export const whitePaperDraftSchema = copyDraftSchema.extend({ key: key.startsWith('WhitePaper.') });
