/**
 * Typography that lives in code rather than in the catalogues: the colon code writes between a
 * translated label and its value (plain-text mails, the team area, screen-reader prefixes). In
 * French it needs a no-break space before it, so such code goes through lib/format's labelled()
 * or labelColon(); this checks that no code writes the colon itself, and reads the rendered mails.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { locales } from '@/i18n/routing';
import { labelColon, labelled } from '@/lib/format';
import { marketingConfirmationMail } from '@/lib/mail/consent-mail';
import { whitePaperMail } from '@/lib/mail/visitor-mail';
import { frenchProse, RULES } from './copy-rules';

vi.mock('server-only', () => ({}));

const root = path.resolve(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === 'generated' || name === 'node_modules' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

/** A translator call closed and followed by a colon: `${t('label')}: …` or `{t('label')}: …` in JSX. */
export const HAND_WRITTEN_COLON = /\bt[A-Z]?\w*\(\s*['"`][^'"`]+['"`][^()]*\)\s*\}\s*:/;
/**
 * JSX text that starts with a colon right after an element or an expression: `</time>: {body}`,
 * `{capitalise(t('attempt', …))}:` — punctuation between two values belongs in the catalogue
 * ("<time>{at}</time>: {body}"), where French puts its no-break space. A ternary's colon has a
 * space before it and does not match.
 */
export const JSX_TEXT_COLON = /(?:<\/[A-Za-z][\w.]*>|\)\s*\}):(?=[\s{]|$)/;

describe('labels and values in code', () => {
  it('never write the colon after a translated label by hand (use labelled() or labelColon() from lib/format)', () => {
    const files = ['app', 'components', 'lib'].flatMap((dir) => sourceFiles(path.join(root, dir)));
    expect(files.length).toBeGreaterThan(100);
    const problems = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          HAND_WRITTEN_COLON.test(line) || (file.endsWith('.tsx') && JSX_TEXT_COLON.test(line))
            ? [`${path.relative(root, file)}:${i + 1}: ${line.trim()}`]
            : [],
        ),
    );
    expect(problems).toEqual([]);
  });

  it('recognises a hand-written colon in a template and in JSX', () => {
    expect(HAND_WRITTEN_COLON.test("    `${t('linkLabel')}: ${input.downloadUrl}`,")).toBe(true);
    expect(HAND_WRITTEN_COLON.test("{t('lastError')}: {mail.lastError}")).toBe(true);
    expect(HAND_WRITTEN_COLON.test("labelled(input.locale, t('linkLabel'), input.downloadUrl),")).toBe(false);
    // The lead timeline once wrote these two.
    expect(JSX_TEXT_COLON.test('<time dateTime={old.at.toISOString()}>{labels.dateTime(old.at)}</time>: {old.body}')).toBe(true);
    expect(JSX_TEXT_COLON.test("{capitalise(t('attempt', { recipient, number: entry.number, of: entry.of }))}:{' '}")).toBe(true);
    expect(JSX_TEXT_COLON.test('{busy ? <b>x</b> : <i>y</i>}')).toBe(false);
  });

  it('put a no-break space before the French colon only', () => {
    expect(labelled('fr', 'Lien', 'https://x.example')).toBe('Lien\u00A0: https://x.example');
    for (const locale of locales.filter((l) => l !== 'fr')) expect(labelColon(locale)).toBe(':');
  });
});

describe.each(locales)('plain-text visitor mails in %s', (locale) => {
  const rules = RULES.filter((rule) => rule.locales.includes(locale) && /before/.test(rule.name));

  it('follow the language’s rule for the space before a colon', async () => {
    const base = { to: 'jan@example.com', firstName: 'Jan', locale };
    const mails = [
      await whitePaperMail({ ...base, downloadUrl: 'https://granite.test/api/white-paper?lang=fr&sig=abc' }),
      await marketingConfirmationMail({
        ...base,
        confirmUrl: 'https://granite.test/fr/email/confirm?token=a.b',
        unsubscribeUrl: 'https://granite.test/fr/email/unsubscribe?token=a.b',
        oneClickUnsubscribeUrl: 'https://granite.test/api/marketing/unsubscribe?token=a.b',
      }),
    ];
    const lines = mails.flatMap((mail) => mail.text.split('\n')).filter((line) => line.includes(':'));
    expect(lines.length).toBeGreaterThan(1);
    const problems = lines.flatMap((line) =>
      rules.flatMap((rule) => {
        const found = rule.find({ id: '', where: '', raw: line, prose: locale === 'fr' ? frenchProse(line) : line });
        return found === undefined ? [] : [`${rule.name}: ${found}`];
      }),
    );
    expect(problems).toEqual([]);
  });
});
