import { Lightbulb, Target } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { editKeys } from '@/lib/edit-keys';
import { formatFigure } from '@/lib/format';
import { caseStudyContact } from './clients';
import { InitialsAvatar } from './initials-avatar';

export async function CaseStudy({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'TestimonialsPage.caseStudy' });
  const edit = editKeys('TestimonialsPage.caseStudy');
  const metrics = [
    { key: 'conversions', value: formatFigure(locale, 250, 'percent') },
    { key: 'leads', value: formatFigure(locale, 180, 'percent') },
    { key: 'months', value: formatFigure(locale, 6) },
    { key: 'roi', value: formatFigure(locale, 400, 'percent') },
  ] as const;
  return (
    <section aria-labelledby="case-study-title" className="bg-slate-50 py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="grid overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-xl lg:grid-cols-5">
          <div className="relative overflow-hidden bg-gradient-to-br from-brand-950 via-brand-900 to-brand-700 p-6 text-white sm:p-10 lg:col-span-2">
            <div aria-hidden="true" className="absolute -right-20 -top-20 size-64 rounded-full bg-accent-500/30 blur-3xl" />
            <p
              {...edit('eyebrow')}
              className="relative inline-flex rounded-full border border-white/15 bg-white/10 px-3 py-1 text-sm font-medium text-brand-100"
            >
              {t('eyebrow')}
            </p>
            <h2 id="case-study-title" {...edit('title')} className="relative mt-5 text-3xl font-bold tracking-tight" style={{ hyphens: 'auto' }}>
              {t('title')}
            </h2>
            <p {...edit('intro')} className="relative mt-4 leading-relaxed text-brand-100">
              {t('intro')}
            </p>
            <h3 {...edit('metricsLabel')} className="relative mt-8 text-sm font-semibold uppercase tracking-wider text-brand-100">
              {t('metricsLabel')}
            </h3>
            <dl className="relative mt-4 grid grid-cols-2 gap-3">
              {metrics.map(({ key, value }) => (
                <div key={key} className="flex flex-col-reverse justify-end rounded-2xl border border-white/10 bg-white/10 p-3 sm:p-4">
                  <dt {...edit(`metrics.${key}`)} className="mt-1 text-sm leading-snug text-brand-100">
                    {t(`metrics.${key}`)}
                  </dt>
                  <dd className="text-3xl font-extrabold tracking-tight sm:text-4xl">{value}</dd>
                </div>
              ))}
            </dl>
          </div>
          <div className="flex flex-col justify-center gap-8 p-6 sm:p-10 lg:col-span-3">
            <div>
              <div className="flex items-center gap-3">
                <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-rose-50 text-rose-700">
                  <Target aria-hidden="true" className="size-5" />
                </span>
                <h3 {...edit('challengeTitle')} className="text-xl font-semibold text-ink">
                  {t('challengeTitle')}
                </h3>
              </div>
              <p {...edit('challenge')} className="mt-3 leading-relaxed text-ink-muted">
                {t('challenge')}
              </p>
            </div>
            <div>
              <div className="flex items-center gap-3">
                <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-emerald-50 text-emerald-700">
                  <Lightbulb aria-hidden="true" className="size-5" />
                </span>
                <h3 {...edit('solutionTitle')} className="text-xl font-semibold text-ink">
                  {t('solutionTitle')}
                </h3>
              </div>
              <p {...edit('solution')} className="mt-3 leading-relaxed text-ink-muted">
                {t('solution')}
              </p>
            </div>
            <figure className="rounded-2xl border-l-4 border-accent-600 bg-brand-50 p-5 sm:p-6">
              <blockquote>
                <p {...edit('quote')} className="text-lg font-medium leading-relaxed text-brand-950">
                  {t('quote')}
                </p>
              </blockquote>
              <figcaption className="mt-5 flex items-center gap-4">
                <InitialsAvatar name={caseStudyContact.name} gradient={caseStudyContact.avatar} className="ring-brand-50" />
                <div>
                  <p className="font-semibold text-ink">{caseStudyContact.name}</p>
                  <p {...edit('quoteRole')} className="text-sm text-ink-muted">
                    {t('quoteRole')}
                  </p>
                  <p className="text-sm font-medium text-brand-700">{caseStudyContact.company}</p>
                </div>
              </figcaption>
            </figure>
          </div>
        </div>
      </div>
    </section>
  );
}
