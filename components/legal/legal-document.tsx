import { CalendarDays, Languages } from 'lucide-react';
import type { Locale } from '@/i18n/routing';
import { editKeys, editMark } from '@/lib/edit-keys';
import { LegalBlocks } from './legal-blocks';
import type { LegalNamespace, LegalSection } from './legal-sections';
import { legalTranslator } from './legal-translator';
import { TableOfContents } from './table-of-contents';

type Props = {
  locale: Locale;
  namespace: LegalNamespace;
  sections: readonly LegalSection[];
  /** Paragraph keys under `intro`, shown before the first section. */
  intro: readonly string[];
};

/** A long legal text: table of contents, then numbered sections in a readable column. */
export async function LegalDocument({ locale, namespace, sections, intro }: Props) {
  const t = await legalTranslator(locale, namespace);
  const edit = editKeys(namespace);
  const entries = sections.map(({ id, key }) => ({ id, title: t.text(`sections.${key}.title`) }));

  return (
    <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:items-start lg:gap-12 lg:px-8">
      <TableOfContents label={t.text('tocTitle')} editKey={`${namespace}.tocTitle`} entries={entries} />
      <article className="mt-12 max-w-3xl min-w-0 lg:mt-0">
        {intro.map((key) => (
          <p key={key} {...edit(`intro.${key}`)} className="mt-4 leading-relaxed text-ink first:mt-0 sm:text-lg">
            {t.text(`intro.${key}`)}
          </p>
        ))}
        <p className="mt-6 flex gap-3 rounded-2xl border border-brand-100 bg-brand-50 p-4 text-sm leading-relaxed text-brand-900">
          <Languages aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
          <span {...edit('languageNotice')}>{t.text('languageNotice')}</span>
        </p>
        {sections.map(({ id, key, blocks }, index) => (
          <section key={id} id={id} aria-labelledby={`${id}-heading`} className="mt-12 border-t border-slate-200 pt-10">
            <h2 className="flex items-baseline gap-3 text-2xl font-bold tracking-tight text-ink sm:text-3xl">
              <span aria-hidden="true" className="shrink-0 text-base font-bold tabular-nums text-brand-600 sm:text-lg">
                {String(index + 1).padStart(2, '0')}
              </span>
              <span id={`${id}-heading`} {...edit(`sections.${key}.title`)} className="min-w-0 [overflow-wrap:anywhere]" style={{ hyphens: 'auto' }}>
                {t.text(`sections.${key}.title`)}
              </span>
            </h2>
            <div className="mt-5">
              <LegalBlocks locale={locale} namespace={namespace} base={`sections.${key}`} blocks={blocks} t={t} />
            </div>
          </section>
        ))}
      </article>
    </div>
  );
}

/** "Last updated: January 2025", for the page hero. */
export function LastUpdated({ text, editKey, dateTime }: { text: string; editKey: string; dateTime: string }) {
  return (
    <p className="mt-6 inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-1.5 text-sm font-medium text-white ring-1 ring-white/25">
      <CalendarDays aria-hidden="true" className="size-4" />
      <time dateTime={dateTime} {...editMark(editKey)}>
        {text}
      </time>
    </p>
  );
}
