import type { ReactNode } from 'react';
import { editKeys } from '@/lib/edit-keys';
import type { Locale } from '@/i18n/routing';
import { ContactBlock } from './contact-block';
import type { LegalBlock, LegalNamespace } from './legal-sections';
import type { LegalTranslator } from './legal-translator';

type Props = {
  locale: Locale;
  namespace: LegalNamespace;
  /** `sections.<key>`: where this section's texts live in the page's group. */
  base: string;
  blocks: readonly LegalBlock[];
  t: LegalTranslator;
};

const code = (chunks: ReactNode) => (
  <code className="rounded bg-brand-50 px-1.5 py-0.5 font-mono text-[0.85em] text-brand-800 [overflow-wrap:anywhere]">{chunks}</code>
);

/** The body of one legal section: paragraphs, lists and cards, in the order the section lists them. */
export function LegalBlocks({ locale, namespace, base, blocks, t }: Props) {
  const edit = editKeys(namespace);
  return blocks.map((block, index) => {
    switch (block.kind) {
      case 'p': {
        const key = `${base}.${block.key}`;
        return (
          <p key={index} {...edit(key)} className="mt-4 leading-relaxed text-ink-muted first:mt-0">
            {t.text(key)}
          </p>
        );
      }
      case 'list':
        return (
          <ul key={index} className="mt-4 space-y-3 first:mt-0">
            {block.items.map((item) => {
              const key = `${base}.${block.key}.${item}`;
              return (
                <li key={item} className="flex gap-3 leading-relaxed text-ink-muted">
                  <span aria-hidden="true" className="mt-2.5 size-1.5 shrink-0 rounded-full bg-gradient-to-br from-brand-500 to-accent-500" />
                  <span {...edit(key)}>{t.text(key)}</span>
                </li>
              );
            })}
          </ul>
        );
      case 'cards':
        return (
          <ul key={index} className="mt-6 grid gap-4 sm:grid-cols-2">
            {block.items.map((item) => {
              const key = `${base}.${block.key}.${item}`;
              return (
                <li key={item} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
                  <h3 {...edit(`${key}.title`)} className="font-semibold text-ink">
                    {t.text(`${key}.title`)}
                  </h3>
                  {block.rich ? (
                    <p className="mt-2 text-sm leading-relaxed text-ink-muted">{t.rich(`${key}.text`, { code })}</p>
                  ) : (
                    <p {...edit(`${key}.text`)} className="mt-2 text-sm leading-relaxed text-ink-muted">
                      {t.text(`${key}.text`)}
                    </p>
                  )}
                </li>
              );
            })}
          </ul>
        );
      case 'facts':
        return (
          <ul key={index} className="mt-6 grid gap-4 md:grid-cols-2">
            {block.items.map((item) => {
              const key = `${base}.${block.key}.${item}`;
              return (
                <li key={item} className="rounded-2xl border border-brand-100 bg-gradient-to-br from-brand-50 to-white p-6 shadow-sm">
                  <h3 {...edit(`${key}.title`)} className="text-lg font-semibold text-ink">
                    {t.text(`${key}.title`)}
                  </h3>
                  <dl className="mt-4 space-y-4 text-sm">
                    {block.fields.map((field) => (
                      <div key={field}>
                        <dt {...edit(`${base}.${block.key}.labels.${field}`)} className="text-xs font-semibold uppercase tracking-wider text-brand-700">
                          {t.text(`${base}.${block.key}.labels.${field}`)}
                        </dt>
                        <dd {...edit(`${key}.${field}`)} className="mt-1 leading-relaxed text-ink">
                          {t.text(`${key}.${field}`)}
                        </dd>
                      </div>
                    ))}
                  </dl>
                </li>
              );
            })}
          </ul>
        );
      case 'contact':
        return <ContactBlock key={index} locale={locale} />;
    }
  });
}
