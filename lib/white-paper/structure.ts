// The white paper's structure, written once for every language: which sections, which blocks in
// which order, how many items a list has, a table's column widths. The words are catalogue texts
// (messages/*.json, WhitePaper.*), so the team can publish a change to any of them; a block's
// texts sit under WhitePaper.sections.<section>.<block key>.

/** A list item is one text, or (leads: true) a bold lead-in and a text: `<n>.lead`, `<n>.text`. */
export type Block =
  | { kind: 'paragraph'; key: string }
  | { kind: 'subheading'; key: string }
  | { kind: 'bullets' | 'steps'; key: string; items: number; leads: boolean }
  | { kind: 'checklist'; key: string; items: number }
  | { kind: 'table'; key: string; widths: readonly number[]; rows: number }
  | { kind: 'prompt'; key: string }
  | { kind: 'callout'; key: string }
  | { kind: 'stat'; key: string }
  | { kind: 'flow'; key: string; steps: number };

export type Section = {
  /** Anchor of the contents page's link; stable, like the catalogue key. */
  id: string;
  key: string;
  blocks: readonly Block[];
};

const p = (n: number): Block => ({ kind: 'paragraph', key: `p${n}` });
const sub = (n: number): Block => ({ kind: 'subheading', key: `subheading${n}` });

/** Unnumbered opening section, printed on the contents page. */
export const INTRO: Section = {
  id: 'at-a-glance',
  key: 'atAGlance',
  blocks: [p(1), p(2), { kind: 'stat', key: 'stat1' }, p(3)],
};

/** Numbered sections (01, 02, …), flowing one after the other. */
export const SECTIONS: readonly Section[] = [
  { id: 'why-time', key: 'whyTime', blocks: [p(1), { kind: 'bullets', key: 'bullets1', items: 7, leads: true }, p(2)] },
  {
    id: 'what-agent-does',
    key: 'whatAgentDoes',
    blocks: [p(1), { kind: 'table', key: 'table1', widths: [0.22, 0.39, 0.39], rows: 5 }, { kind: 'callout', key: 'callout1' }],
  },
  {
    id: 'architecture',
    key: 'architecture',
    blocks: [p(1), { kind: 'flow', key: 'flow1', steps: 4 }, { kind: 'steps', key: 'steps1', items: 4, leads: true }],
  },
  { id: 'build', key: 'build', blocks: [p(1), { kind: 'steps', key: 'steps1', items: 6, leads: true }] },
  {
    id: 'prompts',
    key: 'prompts',
    blocks: [p(1), ...[1, 2, 3, 4].map((n): Block => ({ kind: 'prompt', key: `prompt${n}` }))],
  },
  {
    id: 'guardrails',
    key: 'guardrails',
    blocks: [
      p(1),
      sub(1),
      p(2),
      sub(2),
      { kind: 'bullets', key: 'bullets1', items: 4, leads: false },
      sub(3),
      { kind: 'bullets', key: 'bullets2', items: 4, leads: false },
      p(3),
      { kind: 'checklist', key: 'checklist1', items: 6 },
    ],
  },
  {
    id: 'measuring',
    key: 'measuring',
    blocks: [p(1), { kind: 'steps', key: 'steps1', items: 3, leads: true }, { kind: 'table', key: 'table1', widths: [0.24, 0.42, 0.34], rows: 4 }, p(2)],
  },
  {
    id: 'rollout',
    key: 'rollout',
    blocks: [p(1), { kind: 'table', key: 'table1', widths: [0.1, 0.53, 0.37], rows: 4 }, { kind: 'checklist', key: 'checklist1', items: 5 }],
  },
];

export const COVER_HIGHLIGHTS = 3;
export const CLOSING_PARAGRAPHS = 2;
export const CLOSING_HELP = 4;

/** 1 … n, the numbered keys of a list in the catalogue. */
export const numbers = (n: number): number[] => Array.from({ length: n }, (_, i) => i + 1);
