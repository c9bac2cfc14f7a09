/**
 * Typed source content for the "DIY LinkedIn AI agent" white paper.
 *
 * Inline strings support a tiny markup: `**bold**` and `*italic*`.
 * `\n` forces a line break (used in prompt templates). A soft hyphen
 * (U+00AD) marks an optional break point inside very long words; it is only
 * used when a word does not fit on a line of its own (e.g. narrow table cells).
 */

export type WhitePaperLocale = 'en' | 'de' | 'fr' | 'nl';

/** Text with optional `**bold**` / `*italic*` markup. */
export type Inline = string;

export type ListItem = Inline | { lead: Inline; text: Inline };

export interface FlowStep {
  title: string;
  text: string;
}

export type Block =
  | { kind: 'paragraph'; text: Inline }
  | { kind: 'subheading'; text: Inline }
  | { kind: 'bullets'; items: ListItem[] }
  | { kind: 'steps'; items: ListItem[] }
  | { kind: 'checklist'; title: Inline; items: Inline[] }
  | {
      kind: 'table';
      columns: Inline[];
      /** Relative column widths; normalised by the renderer. */
      widths: number[];
      rows: Inline[][];
    }
  | { kind: 'prompt'; title: Inline; text: string }
  | { kind: 'callout'; title: Inline; text: Inline }
  | { kind: 'stat'; value: string; label: string; text: Inline }
  | { kind: 'flow'; steps: FlowStep[]; loop: string };

export interface Section {
  /** Stable id, identical across locales (used by tests and the TOC). */
  id: string;
  heading: string;
  blocks: Block[];
}

export interface CoverHighlight {
  value: string;
  text: string;
}

export interface WhitePaperContent {
  locale: WhitePaperLocale;
  /** BCP 47 language tag written to the PDF catalogue (/Lang). */
  language: string;
  meta: {
    title: string;
    subject: string;
    keywords: string[];
  };
  cover: {
    eyebrow: string;
    title: string;
    subtitle: string;
    highlightsTitle: string;
    highlights: CoverHighlight[];
    /** One or two sentences on who the guide is for. */
    audience: Inline;
    offices: string;
  };
  labels: {
    contents: string;
    /** Footer page label; `{page}` and `{total}` are replaced. */
    pageOf: string;
    /** Short document name shown in the running footer. */
    footerTitle: string;
    /** Small label above each prompt template. */
    prompt: string;
  };
  /** Unnumbered opening section, printed on the contents page. */
  intro: Section;
  /** Numbered main sections (01, 02, ...). */
  sections: Section[];
  closing: {
    heading: string;
    paragraphs: Inline[];
    helpTitle: string;
    help: Inline[];
    officesTitle: string;
    offices: { city: string; text: string }[];
    ctaTitle: string;
    ctaText: Inline;
    /** Must be exactly CONTACT_LINE from ../brand. */
    contact: string;
    disclaimer: string;
  };
}
