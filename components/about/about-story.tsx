import { Building2, MapPin, Target } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { editKeys } from '@/lib/edit-keys';

const paragraphs = ['p1', 'p2', 'p3'] as const;
const offices = [
  { label: 'hq', place: 'hqPlace', Icon: Building2 },
  { label: 'london', place: 'londonPlace', Icon: MapPin },
] as const;

/** How the agency came about, what it is for, and where it works from. */
export async function AboutStory({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'AboutPage.story' });
  const edit = editKeys('AboutPage.story');
  return (
    <section aria-labelledby="story-title" className="mx-auto grid max-w-7xl gap-12 px-4 py-20 sm:px-6 lg:grid-cols-12 lg:gap-16 lg:px-8">
      <div className="lg:col-span-7">
        <p {...edit('eyebrow')} className="text-sm font-semibold uppercase tracking-wider text-brand-600">
          {t('eyebrow')}
        </p>
        <h2 id="story-title" {...edit('title')} className="mt-2 text-3xl font-bold tracking-tight text-ink sm:text-4xl">
          {t('title')}
        </h2>
        <div className="mt-8 space-y-5 text-lg leading-relaxed text-ink-muted">
          {paragraphs.map((key) => (
            <p key={key} {...edit(key)}>
              {t(key)}
            </p>
          ))}
        </div>
      </div>

      <div className="flex flex-col gap-6 lg:col-span-5">
        <div className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-brand-800 to-accent-600 p-8 text-white shadow-xl shadow-brand-900/20">
          <div aria-hidden="true" className="absolute -right-16 -top-16 size-48 rounded-full bg-white/10 blur-2xl" />
          <span className="relative grid size-12 place-items-center rounded-xl bg-white/15">
            <Target aria-hidden="true" className="size-6" />
          </span>
          <h3 {...edit('mission.title')} className="relative mt-5 text-2xl font-bold">
            {t('mission.title')}
          </h3>
          <p {...edit('mission.text')} className="relative mt-3 text-lg leading-relaxed text-brand-50">
            {t('mission.text')}
          </p>
        </div>

        <div className="rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
          <h3 {...edit('offices.title')} className="text-lg font-semibold text-ink">
            {t('offices.title')}
          </h3>
          <ul className="mt-5 space-y-4">
            {offices.map(({ label, place, Icon }) => (
              <li key={label} className="flex items-start gap-4">
                <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-600">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <div>
                  <p {...edit(`offices.${label}`)} className="text-sm text-ink-muted">
                    {t(`offices.${label}`)}
                  </p>
                  <p {...edit(`offices.${place}`)} className="font-semibold text-ink">
                    {t(`offices.${place}`)}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
