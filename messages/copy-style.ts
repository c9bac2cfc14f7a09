/**
 * Helpers for the copy checker (copy-style.test.ts): reading every visible string of the
 * catalogues and the white paper, and reducing ICU messages to the prose a reader sees.
 */
import type { Block, Section, WhitePaperContent } from '@/lib/white-paper/content/types';

export type Tree = { [key: string]: string | Tree };

/** Catalogue values keyed by dotted path. */
export function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [k, v] of flatten(value, path)) entries.set(k, v);
  }
  return entries;
}

/** Stands in for an ICU argument in the prose, so "{figure}%" still reads as "x%". */
export const ARGUMENT = '\uFFFC';

export interface IcuParts {
  /** The literal text: arguments and <code>…</code> replaced by ARGUMENT, tags removed. */
  prose: string;
  /** `name` for simple arguments, `name,plural` etc. for formatted ones. */
  args: string[];
  /** `<b>`, `</b>` and `<b/>` in order of appearance. */
  tags: string[];
}

const FORMATTED = /^\s*([A-Za-z_][\w]*)\s*,\s*(plural|select|selectordinal|number|date|time)\b/;

/**
 * A small ICU MessageFormat reader, enough for next-intl messages: `{arg}`, `{arg, type, …}`
 * with nested option messages, `<tag>…</tag>`, and the apostrophe rules (a straight
 * apostrophe only quotes when it precedes `{`, `}`, `<` or `#`, and `''` is one apostrophe).
 */
export function readIcu(message: string): IcuParts {
  const parts: IcuParts = { prose: '', args: [], tags: [] };
  let codeDepth = 0;
  const emit = (text: string) => {
    if (codeDepth === 0) parts.prose += text;
  };
  let i = 0;
  const readUntil = (end: number) => {
    while (i < end) {
      const c = message[i]!;
      if (c === "'") {
        if (message[i + 1] === "'") {
          emit("'");
          i += 2;
          continue;
        }
        if ('{}<#'.includes(message[i + 1] ?? '')) {
          const close = message.indexOf("'", i + 1);
          const stop = close === -1 ? end : close;
          emit(message.slice(i + 1, stop));
          i = stop + 1;
          continue;
        }
        emit(c);
        i++;
      } else if (c === '{') {
        const close = matchingBrace(message, i);
        const inner = message.slice(i + 1, close);
        const formatted = FORMATTED.exec(inner);
        if (formatted) {
          parts.args.push(`${formatted[1]},${formatted[2]}`);
          // Option messages ({…}) of plural/select are prose too.
          let j = formatted[0].length;
          while (j < inner.length) {
            const open = inner.indexOf('{', j);
            if (open === -1) break;
            const end = matchingBrace(inner, open);
            const nested = readIcu(inner.slice(open + 1, end));
            parts.prose += ` ${nested.prose}`;
            parts.args.push(...nested.args);
            parts.tags.push(...nested.tags);
            j = end + 1;
          }
        } else {
          parts.args.push(inner.trim());
          emit(ARGUMENT);
        }
        i = close + 1;
      } else if (c === '<') {
        const tag = /^<(\/?)([A-Za-z][\w-]*)\s*(\/?)>/.exec(message.slice(i));
        if (!tag) {
          emit(c);
          i++;
          continue;
        }
        const [whole, closing, name, selfClosing] = tag;
        parts.tags.push(closing ? `</${name}>` : selfClosing ? `<${name}/>` : `<${name}>`);
        // Code is not prose: it reads as one token, like an argument.
        if (name === 'code' && !selfClosing && !closing) emit(ARGUMENT);
        if (name === 'code' && !selfClosing) codeDepth += closing ? -1 : 1;
        i += whole.length;
      } else {
        emit(c);
        i++;
      }
    }
  };
  readUntil(message.length);
  return parts;
}

function matchingBrace(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  throw new Error(`unbalanced "{" in: ${text}`);
}

/** Tags must nest: every opened tag is closed in order. */
export function unbalancedTags(tags: string[]): string | undefined {
  const open: string[] = [];
  for (const tag of tags) {
    if (tag.endsWith('/>')) continue;
    if (tag.startsWith('</')) {
      const name = tag.slice(2, -1);
      if (open.pop() !== name) return tag;
    } else open.push(tag.slice(1, -1));
  }
  return open.length ? `<${open[0]}>` : undefined;
}

/** Drops the white paper's inline markup: `**bold**`, `*italic*` and soft hyphens. */
export function whitePaperProse(text: string): string {
  return text.replace(/\*\*/g, '').replace(/\*/g, '').replace(/\u00AD/g, '');
}

/** Every string of the white paper a reader sees, keyed by a readable path. */
export function whitePaperTexts(content: WhitePaperContent): Map<string, string> {
  const texts = new Map<string, string>();
  const add = (path: string, value: string) => texts.set(path, value);
  add('meta.title', content.meta.title);
  add('meta.subject', content.meta.subject);
  content.meta.keywords.forEach((k, i) => add(`meta.keywords.${i}`, k));
  const { cover, labels, closing } = content;
  for (const key of ['eyebrow', 'title', 'subtitle', 'highlightsTitle', 'audience', 'offices'] as const) add(`cover.${key}`, cover[key]);
  cover.highlights.forEach((h, i) => {
    add(`cover.highlights.${i}.value`, h.value);
    add(`cover.highlights.${i}.text`, h.text);
  });
  for (const [key, value] of Object.entries(labels)) add(`labels.${key}`, value);
  for (const section of [content.intro, ...content.sections]) {
    for (const [path, value] of sectionTexts(section)) add(path, value);
  }
  add('closing.heading', closing.heading);
  closing.paragraphs.forEach((p, i) => add(`closing.paragraphs.${i}`, p));
  add('closing.helpTitle', closing.helpTitle);
  closing.help.forEach((p, i) => add(`closing.help.${i}`, p));
  add('closing.officesTitle', closing.officesTitle);
  closing.offices.forEach((o, i) => {
    add(`closing.offices.${i}.city`, o.city);
    add(`closing.offices.${i}.text`, o.text);
  });
  add('closing.ctaTitle', closing.ctaTitle);
  add('closing.ctaText', closing.ctaText);
  add('closing.disclaimer', closing.disclaimer);
  return texts;
}

function sectionTexts(section: Section): [string, string][] {
  const base = `sections.${section.id}`;
  const out: [string, string][] = [[`${base}.heading`, section.heading]];
  section.blocks.forEach((block, b) => {
    const at = `${base}.blocks.${b}.${block.kind}`;
    for (const [field, value] of blockTexts(block)) out.push([`${at}.${field}`, value]);
  });
  return out;
}

function blockTexts(block: Block): [string, string][] {
  switch (block.kind) {
    case 'paragraph':
    case 'subheading':
      return [['text', block.text]];
    case 'bullets':
    case 'steps':
      return block.items.flatMap((item, i): [string, string][] =>
        typeof item === 'string' ? [[`items.${i}`, item]] : [[`items.${i}.lead`, item.lead], [`items.${i}.text`, item.text]],
      );
    case 'checklist':
      return [['title', block.title], ...block.items.map((item, i): [string, string] => [`items.${i}`, item])];
    case 'table':
      return [
        ...block.columns.map((c, i): [string, string] => [`columns.${i}`, c]),
        ...block.rows.flatMap((row, r) => row.map((cell, c): [string, string] => [`rows.${r}.${c}`, cell])),
      ];
    case 'prompt':
    case 'callout':
      return [['title', block.title], ['text', block.text]];
    case 'stat':
      return [['value', block.value], ['label', block.label], ['text', block.text]];
    case 'flow':
      return [
        ...block.steps.flatMap((s, i): [string, string][] => [[`steps.${i}.title`, s.title], [`steps.${i}.text`, s.text]]),
        ['loop', block.loop],
      ];
  }
}

/**
 * The white paper's structure as lines, one per section and block: kinds, counts and list
 * lengths, so a missing paragraph, list item, table row or prompt line shows up as a
 * differing line. (Missing sentences inside a text: see likelyMissingSentence.)
 */
export function whitePaperShape(content: WhitePaperContent): string[] {
  const { cover, closing } = content;
  const lines = [
    `cover: ${cover.highlights.length} highlights, ${content.meta.keywords.length} keywords`,
    `intro: ${content.intro.id}`,
    `sections: ${content.sections.map((x) => x.id).join(', ')}`,
    `closing: ${closing.paragraphs.length} paragraphs, ${closing.help.length} help items, ${closing.offices.length} offices`,
  ];
  for (const section of [content.intro, ...content.sections]) {
    section.blocks.forEach((block, b) => lines.push(`${section.id}.blocks.${b}: ${blockShape(block)}`));
  }
  return lines;
}

function blockShape(block: Block): string {
  const item = (x: string | { lead: string; text: string }) => (typeof x === 'string' ? 'text' : 'lead+text');
  switch (block.kind) {
    case 'paragraph':
    case 'callout':
    case 'subheading':
    case 'stat':
      return block.kind;
    case 'bullets':
    case 'steps':
      return `${block.kind}, ${block.items.length} items (${block.items.map(item).join(', ')})`;
    case 'checklist':
      return `checklist, ${block.items.length} items`;
    case 'table':
      return `table, ${block.columns.length} columns (widths ${block.widths.join('/')}), rows of ${block.rows.map((r) => r.length).join('/')} cells`;
    case 'prompt': {
      const lines = block.text.split('\n').length;
      const slots = (block.text.match(/\[[^\]]*\]/g) ?? []).length;
      return `prompt, ${lines} lines, ${slots} [slots]`;
    }
    case 'flow':
      return `flow, ${block.steps.length} steps`;
  }
}

/**
 * A translation that has fewer sentences than the English and is also much shorter than this
 * language usually is (below 72% of its median length ratio to English) has most likely lost a
 * sentence. A translator who merges two sentences keeps the length, so merges pass.
 */
export function likelyMissingSentence(
  english: string,
  translated: string,
  locale: string,
  medianRatio: number,
): string | undefined {
  if (english.length < 60) return undefined;
  const want = sentences(english, 'en');
  const got = sentences(translated, locale);
  const ratio = translated.length / english.length;
  if (got >= want || ratio >= 0.72 * medianRatio) return undefined;
  return `${got} sentences where English has ${want}, at ${Math.round(ratio * 100)}% of the English length (typical: ${Math.round(medianRatio * 100)}%)`;
}

/** The median length of translations relative to their English source (texts of 60+ characters). */
export function medianLengthRatio(pairs: [english: string, translated: string][]): number {
  const ratios = pairs
    .filter(([english]) => english.length >= 60)
    .map(([english, translated]) => translated.length / english.length)
    .sort((a, b) => a - b);
  return ratios.length ? ratios[Math.floor(ratios.length / 2)]! : 1;
}

/** Abbreviations whose full stop does not end a sentence. */
const ABBREVIATIONS: Record<string, RegExp> = {
  en: /\b(?:e\.g|i\.e|etc|vs)\./gi,
  de: /\b(?:z\. ?B|d\. ?h|u\. ?a|bzw|ca|Nr|usw|inkl|ggf|evtl|vgl|etc|zzgl|bspw|sog)\./g,
  fr: /\b(?:p\. ?ex|ex|etc|env|M|cf|n°)\./gi,
  nl: /\b(?:bijv|bv|d\.w\.z|o\.a|enz|incl|excl|m\.b\.v|t\.o\.v|nl|vs|ca)\./gi,
};

/** Sentences in a running text: terminal punctuation followed by a capital (or the end). */
export function sentences(text: string, locale: string): number {
  const cleaned = text
    .replace(ABBREVIATIONS[locale] ?? /$^/, 'ABBR')
    .replace(/\d[.,]\d/g, '0') // 1.200 / 1,5
    .replace(locale === 'de' ? /(\d)\.(?=\s)/g : /$^/g, '$1') // German ordinals: „1. Woche“
    .trim();
  if (!cleaned) return 0;
  const ends = cleaned.match(/[.!?…](?:[”“»«"’)\]\u00A0\u202F ]*)(?=\s+[„“"«(\[¿¡]?\p{Lu}|\s*$)/gu) ?? [];
  // A text without a full stop at the end (a heading, a label) is still one sentence.
  return Math.max(1, ends.length + (/[.!?…][”“»"’)\]\s\u00A0\u202F]*$/u.test(cleaned) ? 0 : 1));
}
