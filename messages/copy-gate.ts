/**
 * The gate new words pass before they land: what a machine can check of "native",
 * over every text a reader sees — the catalogues (pages, mails, team area, white paper) and the
 * seed articles. Each finding names where the text lives, the rule and what to write instead, so
 * whoever merges can fix a key without reading this file. The rest of "native" is a native
 * reader's job (docs/style/*.md); this gate only keeps what they fixed from coming back.
 */
import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { excerpt, type Locale } from './copy-rules';
import { flatten, readIcu, type Tree } from './copy-style';

/** A visible text: where it lives ("messages/nl.json Team.x", "seed article k nl title"), the key for key-scoped rules, its prose. */
export type Visible = { where: string; key: string; prose: string };

/** The form of address a language's texts use, and the words that break it (docs/style/glossary.<locale>.json "register"). */
export type Register = { address: string; forbidden: { pattern: string; flags: string; use: string; why: string; except?: { keys: string; why: string }[] }[] };

export function readRegister(file: string): Register {
  const { register } = JSON.parse(readFileSync(file, 'utf8')) as { register?: Register };
  if (!register) throw new Error(`${file} has no "register": { "address", "forbidden": [{ "pattern", "flags", "use", "why" }] }`);
  return register;
}

/** Findings of the register rules: "where: register (address): excerpt — use …". */
export function registerFindings(texts: readonly Visible[], register: Register): string[] {
  return register.forbidden.flatMap(({ pattern, flags, use, except = [] }) => {
    const re = new RegExp(pattern, flags.replace('g', ''));
    return texts.flatMap((text) => {
      if (except.some(({ keys }) => text.key.startsWith(keys))) return [];
      const found = excerpt(text.prose, re);
      return found ? [`${text.where}: register (${register.address}): ${found} — write ${use}`] : [];
    });
  });
}

/**
 * Code in prose: a file path, a command, an identifier in snake_case, SCREAMING_CASE or camelCase.
 * `<code>…</code>` is not prose (readIcu leaves it out), so cookie names shown as code pass; the
 * utm_* parameters are what a visitor sees in their own links, so they pass too.
 */
export const CODE_IN_PROSE: { name: string; pattern: RegExp }[] = [
  {
    name: 'a file path',
    pattern:
      /(?<![\p{L}\p{N}@/.])(?:[\w-]+\/)+[\w-]+\.(?:md|mdx|ts|tsx|js|mjs|json|css|sql|prisma|ya?ml)(?![\p{L}\p{N}])|(?<![\p{L}\p{N}/.])(?:docs|lib|app|components|scripts|messages|prisma|e2e|node_modules)\/[\w./-]+/u,
  },
  { name: 'a command', pattern: /\b(?:npm run|npx|node --|git (?:merge|push|commit))\b/ },
  { name: 'a constant in SCREAMING_CASE', pattern: /(?<![\p{L}\p{N}])[A-Z][A-Z0-9]*_[A-Z0-9_]+(?![\p{L}\p{N}])/u },
  { name: 'an identifier in snake_case', pattern: /(?<![\p{L}\p{N}])(?!utm_)[a-z][a-z0-9]*_[a-z0-9_]+(?![\p{L}\p{N}])/u },
  { name: 'an identifier in camelCase', pattern: /(?<![\p{L}\p{N}])[a-z]+[A-Z][a-z]+[A-Za-z]*(?![\p{L}\p{N}])/u },
];

/** Names a reader passes on exactly as written: the setting a member asks a developer for. */
export const NAMES_TO_PASS_ON = ['DEPLOY_HOOK_URL'];

export function codeFindings(texts: readonly Visible[]): string[] {
  return CODE_IN_PROSE.flatMap(({ name, pattern }) =>
    texts.flatMap((text) => {
      const found = excerpt(
        NAMES_TO_PASS_ON.reduce((prose, allowed) => prose.replaceAll(allowed, 'NAME'), text.prose),
        pattern,
      );
      return found ? [`${text.where}: code in visible text (${name}): ${found} — say it in words, or put a name the reader must type in <code>…</code>`] : [];
    }),
  );
}

/** A catalogue's visible texts. */
export function catalogueTexts(locale: Locale, tree: Tree): Visible[] {
  return [...flatten(tree)].map(([key, raw]) => ({ where: `messages/${locale}.json ${key}`, key, prose: readIcu(raw).prose }));
}

type SeedVersion = { slug: string; title: string; summary: string; blocks: [string, string | string[]][] };
type Seed = { articles: { key: string; versions: Partial<Record<Locale, SeedVersion>> }[] };

/** A seed article's texts as a reader sees them: **bold** and [label](/path) reduced to their words. */
export function seedTexts(locale: Locale, seed: Seed): Visible[] {
  const words = (text: string) => text.replace(/\*\*(.+?)\*\*/g, '$1').replace(/\[(.+?)\]\(\/[^)]*\)/g, '$1');
  return seed.articles.flatMap(({ key, versions }) => {
    const version = versions[locale];
    if (!version) return [];
    const where = (part: string) => `lib/articles/seed/articles.json ${key} ${locale} ${part}`;
    return [
      { where: where('title'), key: `seed.${key}.title`, prose: version.title },
      { where: where('summary'), key: `seed.${key}.summary`, prose: version.summary },
      ...version.blocks.flatMap(([kind, value], i) =>
        (Array.isArray(value) ? value : [value]).map((text, j) => ({
          where: where(`block ${i + 1}${Array.isArray(value) ? `.${j + 1}` : ''} (${kind})`),
          key: `seed.${key}.blocks`,
          prose: words(text),
        })),
      ),
    ];
  });
}

/** The content of a legal page in one language: every text of its group but the date line. */
export function legalHash(group: Tree): string {
  const texts = [...flatten(group)].filter(([key]) => key !== 'lastUpdated').sort(([a], [b]) => (a < b ? -1 : 1));
  return createHash('sha256').update(JSON.stringify(texts)).digest('hex').slice(0, 16);
}
