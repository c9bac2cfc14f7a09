import { getWhitePaperContent } from './content';
import type { WhitePaperLocale } from './content/types';
import { layoutDocument } from './document/layout-document';

/**
 * Render the white paper for one locale. Pure and deterministic: the same
 * locale always yields byte-identical output (fixed dates and metadata;
 * pdf-lib's internal name generator is seeded).
 */
export async function renderWhitePaper(locale: WhitePaperLocale): Promise<Uint8Array> {
  const content = getWhitePaperContent(locale);
  // Two passes: the contents page needs page numbers that only the first pass knows.
  const measured = await layoutDocument(content);
  const final = await layoutDocument(content, measured);
  return final.doc.save({ useObjectStreams: false });
}
