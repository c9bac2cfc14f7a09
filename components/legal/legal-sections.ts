// The structure of both legal pages, shared by the renderer and the tests. Section ids are part
// of the public URL (#cookies, #governing-law): they stay the same in every language and over time.

export type LegalNamespace = 'PrivacyPage' | 'TermsPage';

export type LegalBlock =
  /** A paragraph: `sections.<section>.<key>`. */
  | { kind: 'p'; key: string }
  /** A bulleted list: `sections.<section>.<key>.<item>`. */
  | { kind: 'list'; key: string; items: readonly string[] }
  /** Cards with a title and a short text: `…<key>.<item>.title` / `.text`; `rich` texts may hold <code>. */
  | { kind: 'cards'; key: string; items: readonly string[]; rich?: boolean }
  /** One card per item with labelled facts: `…<key>.<item>.<field>`, labels at `…<key>.labels.<field>`. */
  | { kind: 'facts'; key: string; items: readonly string[]; fields: readonly string[] }
  /** The company's e-mail, phone and both offices. */
  | { kind: 'contact' };

export type LegalSection = { id: string; key: string; blocks: readonly LegalBlock[] };

export const privacySections: readonly LegalSection[] = [
  {
    id: 'information-we-collect',
    key: 'information',
    blocks: [
      { kind: 'p', key: 'p1' },
      { kind: 'list', key: 'list', items: ['contactForm', 'whitePaper', 'language', 'visitSource', 'correspondence', 'technical', 'visits', 'analytics'] },
      { kind: 'p', key: 'p2' },
    ],
  },
  {
    id: 'how-we-use-it',
    key: 'usage',
    blocks: [
      { kind: 'p', key: 'p1' },
      { kind: 'facts', key: 'forms', items: ['contact', 'whitePaper'], fields: ['collected', 'purpose', 'basis'] },
      { kind: 'p', key: 'p2' },
      { kind: 'list', key: 'list', items: ['reply', 'deliver', 'marketing', 'operate', 'improve', 'legal'] },
      { kind: 'p', key: 'p3' },
    ],
  },
  {
    id: 'marketing-consent',
    key: 'consentRecords',
    blocks: [
      { kind: 'p', key: 'p1' },
      { kind: 'p', key: 'p2' },
      { kind: 'p', key: 'p3' },
      { kind: 'p', key: 'p4' },
    ],
  },
  {
    id: 'sharing',
    key: 'sharing',
    blocks: [
      { kind: 'p', key: 'p1' },
      { kind: 'list', key: 'list', items: ['hosting', 'email', 'analytics', 'advisers', 'authorities', 'buyer'] },
    ],
  },
  {
    id: 'security',
    key: 'security',
    blocks: [
      { kind: 'p', key: 'p1' },
      { kind: 'p', key: 'p2' },
    ],
  },
  {
    id: 'retention',
    key: 'retention',
    blocks: [
      { kind: 'p', key: 'p1' },
      { kind: 'list', key: 'list', items: ['enquiries', 'whitePaper', 'marketing', 'clients', 'logs', 'visits'] },
    ],
  },
  {
    id: 'your-rights',
    key: 'rights',
    blocks: [
      { kind: 'p', key: 'p1' },
      {
        kind: 'cards',
        key: 'list',
        items: ['access', 'rectification', 'erasure', 'restriction', 'portability', 'objection', 'withdraw', 'complain'],
      },
      { kind: 'p', key: 'p2' },
      { kind: 'p', key: 'p3' },
    ],
  },
  {
    id: 'cookies',
    key: 'cookies',
    blocks: [
      { kind: 'p', key: 'p1' },
      { kind: 'cards', key: 'list', items: ['language', 'overrides', 'consent', 'visitSource', 'analytics'], rich: true },
      { kind: 'p', key: 'p2' },
    ],
  },
  {
    id: 'international-transfers',
    key: 'transfers',
    blocks: [
      { kind: 'p', key: 'p1' },
      { kind: 'p', key: 'p2' },
      { kind: 'p', key: 'p3' },
    ],
  },
  { id: 'changes', key: 'changes', blocks: [{ kind: 'p', key: 'p1' }] },
  { id: 'contact', key: 'contact', blocks: [{ kind: 'p', key: 'p1' }, { kind: 'contact' }] },
];

export const termsSections: readonly LegalSection[] = [
  {
    id: 'agreement',
    key: 'agreement',
    blocks: [
      { kind: 'p', key: 'p1' },
      { kind: 'p', key: 'p2' },
      { kind: 'p', key: 'p3' },
      { kind: 'p', key: 'p4' },
    ],
  },
  {
    id: 'services',
    key: 'services',
    blocks: [
      { kind: 'p', key: 'p1' },
      { kind: 'list', key: 'list', items: ['aiMarketing', 'webDesign', 'translation', 'strategy', 'content', 'analytics'] },
      { kind: 'p', key: 'p2' },
      { kind: 'p', key: 'p3' },
    ],
  },
  {
    id: 'client-responsibilities',
    key: 'responsibilities',
    blocks: [
      { kind: 'p', key: 'p1' },
      { kind: 'list', key: 'list', items: ['contact', 'materials', 'rights', 'feedback', 'compliance', 'accounts'] },
      { kind: 'p', key: 'p2' },
    ],
  },
  {
    id: 'payment',
    key: 'payment',
    blocks: [
      { kind: 'p', key: 'p1' },
      { kind: 'list', key: 'list', items: ['currency', 'deposit', 'retainers', 'due', 'late', 'expenses', 'disputes'] },
    ],
  },
  {
    id: 'intellectual-property',
    key: 'intellectualProperty',
    blocks: [
      { kind: 'p', key: 'p1' },
      { kind: 'p', key: 'p2' },
      { kind: 'p', key: 'p3' },
    ],
  },
  {
    id: 'confidentiality',
    key: 'confidentiality',
    blocks: [
      { kind: 'p', key: 'p1' },
      { kind: 'p', key: 'p2' },
    ],
  },
  {
    id: 'availability',
    key: 'availability',
    blocks: [
      { kind: 'p', key: 'p1' },
      { kind: 'p', key: 'p2' },
      { kind: 'p', key: 'p3' },
    ],
  },
  {
    id: 'limitation-of-liability',
    key: 'liability',
    blocks: [
      { kind: 'p', key: 'p1' },
      { kind: 'p', key: 'p2' },
      { kind: 'p', key: 'p3' },
      { kind: 'p', key: 'p4' },
    ],
  },
  {
    id: 'indemnification',
    key: 'indemnification',
    blocks: [
      { kind: 'p', key: 'p1' },
      { kind: 'p', key: 'p2' },
      { kind: 'p', key: 'p3' },
    ],
  },
  {
    id: 'termination',
    key: 'termination',
    blocks: [
      { kind: 'p', key: 'p1' },
      { kind: 'p', key: 'p2' },
      { kind: 'p', key: 'p3' },
    ],
  },
  {
    id: 'governing-law',
    key: 'law',
    blocks: [
      { kind: 'p', key: 'p1' },
      { kind: 'p', key: 'p2' },
    ],
  },
  { id: 'changes', key: 'changes', blocks: [{ kind: 'p', key: 'p1' }] },
  { id: 'contact', key: 'contact', blocks: [{ kind: 'p', key: 'p1' }, { kind: 'contact' }] },
];

/** Every catalogue key (below the page's group) that the blocks of one page read. */
export function legalMessageKeys(sections: readonly LegalSection[]): string[] {
  const keys: string[] = [];
  for (const section of sections) {
    const base = `sections.${section.key}`;
    keys.push(`${base}.title`);
    for (const block of section.blocks) {
      if (block.kind === 'p') keys.push(`${base}.${block.key}`);
      if (block.kind === 'list') keys.push(...block.items.map((item) => `${base}.${block.key}.${item}`));
      if (block.kind === 'cards') {
        keys.push(...block.items.flatMap((item) => [`${base}.${block.key}.${item}.title`, `${base}.${block.key}.${item}.text`]));
      }
      if (block.kind === 'facts') {
        keys.push(...block.fields.map((field) => `${base}.${block.key}.labels.${field}`));
        for (const item of block.items) {
          keys.push(`${base}.${block.key}.${item}.title`, ...block.fields.map((field) => `${base}.${block.key}.${item}.${field}`));
        }
      }
    }
  }
  return keys;
}
