import { Info, Quote } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { SectionHeading } from '@/components/sections/section-heading';
import type { Locale } from '@/i18n/routing';
import { editKeys } from '@/lib/edit-keys';
import { clients } from './clients';
import { InitialsAvatar } from './initials-avatar';
import { StarRating } from './star-rating';

export async function TestimonialGrid({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'TestimonialsPage.testimonials' });
  const edit = editKeys('TestimonialsPage.testimonials');
  return (
    <section className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
      <SectionHeading title={t('title')} subtitle={t('subtitle')} editKey="TestimonialsPage.testimonials" />
      <ul className="mt-14 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {clients.map(({ key, name, company, avatar }) => (
          <li key={key}>
            <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-7 shadow-sm">
              <div className="flex items-center justify-between">
                <StarRating label={t('rating')} />
                <Quote aria-hidden="true" className="size-8 text-brand-100" />
              </div>
              <blockquote className="mt-5 flex-1">
                <p {...edit(`${key}.quote`)} className="leading-relaxed text-ink">
                  {t(`${key}.quote`)}
                </p>
              </blockquote>
              <figcaption className="mt-6 flex items-center gap-4 border-t border-slate-100 pt-5">
                <InitialsAvatar name={name} gradient={avatar} />
                <div className="min-w-0">
                  <p className="font-semibold text-ink">{name}</p>
                  <p {...edit(`${key}.role`)} className="text-sm text-ink-muted">
                    {t(`${key}.role`)}
                  </p>
                  <p className="text-sm font-medium text-brand-700">{company}</p>
                </div>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <p className="mx-auto mt-10 flex max-w-3xl items-start gap-2.5 text-sm leading-relaxed text-ink-muted">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span {...edit('note')}>{t('note')}</span>
      </p>
    </section>
  );
}
