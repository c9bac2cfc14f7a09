import { Gem, Handshake, Lightbulb, RefreshCw, ShieldCheck, TrendingUp } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { SectionHeading } from '@/components/sections/section-heading';
import type { Locale } from '@/i18n/routing';
import { editKeys } from '@/lib/edit-keys';

const values = [
  { key: 'innovation', Icon: Lightbulb },
  { key: 'integrity', Icon: ShieldCheck },
  { key: 'resultsDriven', Icon: TrendingUp },
  { key: 'collaboration', Icon: Handshake },
  { key: 'excellence', Icon: Gem },
  { key: 'adaptability', Icon: RefreshCw },
] as const;

export async function AboutValues({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'AboutPage.values' });
  const edit = editKeys('AboutPage.values');
  return (
    <section className="bg-slate-50 py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading eyebrow={t('eyebrow')} title={t('title')} subtitle={t('subtitle')} editKey="AboutPage.values" />
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {values.map(({ key, Icon }) => (
            <li key={key} className="rounded-2xl border border-slate-200 bg-white p-7 shadow-sm transition hover:-translate-y-1 hover:border-brand-200 hover:shadow-lg">
              <span className="grid size-12 place-items-center rounded-xl bg-gradient-to-br from-brand-600 to-accent-600 text-white shadow-lg shadow-brand-600/25">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 {...edit(`${key}.title`)} className="mt-5 text-xl font-semibold text-ink">
                {t(`${key}.title`)}
              </h3>
              <p {...edit(`${key}.text`)} className="mt-3 leading-relaxed text-ink-muted">
                {t(`${key}.text`)}
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
