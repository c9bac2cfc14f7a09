/**
 * Helpers for the copy checker (copy-style.test.ts): reading every visible string of the
 * catalogues (the white paper's among them, under WhitePaper), and reducing ICU messages to the
 * prose a reader sees.
 */
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

/**
 * A translation that has fewer sentences than the English and is also much shorter than this
 * language usually is (below 72% of its median length ratio to English) has most likely lost a
 * sentence. A translator who merges two sentences keeps the length, so merges pass.
 */
export function likelyMissingSentence(english: string, translated: string, locale: string, medianRatio: number): string | undefined {
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
  const ends = cleaned.match(/[.!?…](?:[”“»«"’)\]\u00A0\u202F ]*)(?=\s+[„“"«([¿¡]?\p{Lu}|\s*$)/gu) ?? [];
  // A text without a full stop at the end (a heading, a label) is still one sentence.
  return Math.max(1, ends.length + (/[.!?…][”“»"’)\]\s\u00A0\u202F]*$/u.test(cleaned) ? 0 : 1));
}
