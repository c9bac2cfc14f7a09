// The white paper: the PDF visitors download from the DIY-agents page, typeset with
// @react-pdf/renderer from the catalogue's WhitePaper.* texts in each language. The PDFs visitors
// and the team ask for render in the work pool (lib/work-pool); the page count the DIY-agents page
// announces renders once per wording of the paper, in the server process. Read README.md.
//
// The work pool's worker thread (lib/work-pool/worker.ts) imports render.tsx itself: that thread
// is bundled on its own for plain Node and must take the typesetting only, not this entry's
// database and catalogue code.
export { type PaperGroup, type PaperText, whitePaperPreviewPdf, whitePaperTexts } from '@/lib/white-paper/editor';
export { downloadLinkErrorPage } from '@/lib/white-paper/link-error-page';
export { whitePaperPageCount } from '@/lib/white-paper/page-count';
export { whitePaperPdf } from '@/lib/white-paper/published';
