import type { PDFDocument } from 'pdf-lib';

import { COMPANY_NAME, DOCUMENT_DATE } from '../brand';
import type { WhitePaperContent } from '../content/types';

/**
 * Title, language and fixed dates. The dates come from DOCUMENT_DATE rather
 * than the clock so that the same content always yields the same bytes.
 */
export function setMetadata(doc: PDFDocument, content: WhitePaperContent) {
  doc.setTitle(content.meta.title, { showInWindowTitleBar: true });
  doc.setAuthor(COMPANY_NAME);
  doc.setSubject(content.meta.subject);
  doc.setKeywords(content.meta.keywords);
  doc.setCreator(COMPANY_NAME);
  doc.setProducer(`${COMPANY_NAME} white paper renderer (pdf-lib)`);
  doc.setLanguage(content.language);
  doc.setCreationDate(DOCUMENT_DATE);
  doc.setModificationDate(DOCUMENT_DATE);
}
