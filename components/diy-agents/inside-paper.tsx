import { CircleCheck } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { SectionHeading } from '@/components/sections/section-heading';
import type { Locale } from '@/i18n/routing';
import { editKeys } from '@/lib/edit-keys';
import { PaperCover } from './paper-cover';
import { WhitePaperButton } from './white-paper-button';

// In the order of the white paper's chapters.
const chapters = ['why', 'agent', 'architecture', 'build', 'prompts', 'guardrails', 'measuring', 'rollout'] as const;

/** The white paper's contents, and a second way to request it. */
export async function InsidePaper({ locale, pages }: { locale: Locale; pages: number }) {
  const t = await getTranslations({ locale, namespace: 'DiyAgentsPage' });
  const edit = editKeys('DiyAgentsPage');
  return (
    <section id="inside" className="scroll-mt-20 bg-slate-50 py-20">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-12 lg:items-start lg:px-8">
        <div className="lg:col-span-7">
          <SectionHeading title={t('inside.title')} subtitle={t('inside.subtitle', { pages })} align="left" editKey="DiyAgentsPage.inside" />
          <ol className="mt-10 space-y-4">
            {chapters.map((key) => (
              <li key={key} className="flex gap-3.5">
                <CircleCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-accent-600" />
                <span {...edit(`inside.${key}`)} className="text-lg leading-relaxed text-ink">
                  {t(`inside.${key}`)}
                </span>
              </li>
            ))}
          </ol>
        </div>
        <div className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-xl sm:p-8 shadow-brand-900/5 lg:col-span-5 lg:sticky lg:top-24">
          <PaperCover className="mx-auto h-auto w-40" />
          <h3 {...edit('inside.cardTitle')} className="mt-6 text-2xl font-bold text-ink">
            {t('inside.cardTitle')}
          </h3>
          <p {...edit('heroNote')} className="mt-1 text-sm font-semibold uppercase tracking-wide text-brand-700">
            {t('heroNote', { pages })}
          </p>
          <p {...edit('inside.cardText')} className="mt-4 leading-relaxed text-ink-muted">
            {t('inside.cardText')}
          </p>
          <div className="mt-8">
            <WhitePaperButton locale={locale} />
          </div>
        </div>
      </div>
    </section>
  );
}
