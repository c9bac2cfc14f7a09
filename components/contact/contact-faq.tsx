import { ChevronDown } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { SectionHeading } from '@/components/sections/section-heading';
import { JsonLd } from '@/components/seo/json-ld';
import type { Locale } from '@/i18n/routing';
import { editKeys } from '@/lib/edit-keys';

export const faqKeys = ['start', 'reply', 'languages', 'pricing'] as const;

/** Four questions as native disclosures (no script), plus the same answers as FAQPage data. */
export async function ContactFaq({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'ContactPage.faq' });
  const edit = editKeys('ContactPage.faq');
  const items = faqKeys.map((key) => ({ key, question: t(`${key}.question`), answer: t(`${key}.answer`) }));
  return (
    <section className="bg-slate-50 py-20">
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'FAQPage',
          inLanguage: locale,
          mainEntity: items.map(({ question, answer }) => ({
            '@type': 'Question',
            name: question,
            acceptedAnswer: { '@type': 'Answer', text: answer },
          })),
        }}
      />
      <div className="mx-auto max-w-4xl px-4 sm:px-6">
        <SectionHeading title={t('title')} subtitle={t('subtitle')} editKey="ContactPage.faq" />
        <ul className="mt-12 space-y-4">
          {items.map(({ key, question, answer }) => (
            <li key={key}>
              <details className="group rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow open:shadow-md">
                <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-6 py-5 [&::-webkit-details-marker]:hidden">
                  {/* No inline-edit mark here: a summary is a control, and the editor's button cannot sit inside one. */}
                  <h3 className="text-lg font-semibold text-ink">{question}</h3>
                  <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-brand-600 transition-transform duration-200 group-open:rotate-180" />
                </summary>
                <p {...edit(`${key}.answer`)} className="px-6 pb-6 leading-relaxed text-ink-muted">
                  {answer}
                </p>
              </details>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
