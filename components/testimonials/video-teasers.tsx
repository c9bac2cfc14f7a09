import { Clock, Play } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import mountainScene from '@/assets/illustrations/video-mountain.svg';
import networkScene from '@/assets/illustrations/video-network.svg';
import { SectionHeading } from '@/components/sections/section-heading';
import type { Locale } from '@/i18n/routing';
import { editKeys } from '@/lib/edit-keys';

const videos = [
  { key: 'cairnmore', poster: mountainScene },
  { key: 'nordwerk', poster: networkScene },
] as const;

/**
 * The videos are not filmed yet, so there is deliberately no control here: the play symbol is a
 * picture, and the "coming soon" label says why nothing plays. Swap in a real player when they exist.
 */
export async function VideoTeasers({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'TestimonialsPage.videos' });
  const edit = editKeys('TestimonialsPage.videos');
  return (
    <section className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
      <SectionHeading title={t('title')} subtitle={t('subtitle')} editKey="TestimonialsPage.videos" />
      <ul className="mt-14 grid gap-6 md:grid-cols-2">
        {videos.map(({ key, poster }) => (
          <li key={key} className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
            <div className="relative aspect-video">
              <img src={poster.src} alt="" width={320} height={180} className="absolute inset-0 size-full object-cover" />
              <span aria-hidden="true" className="absolute inset-0 grid place-items-center">
                <span className="grid size-16 place-items-center rounded-full bg-white/15 ring-1 ring-white/40 backdrop-blur-sm">
                  <Play className="size-7 translate-x-0.5 fill-white/80 text-white/80" />
                </span>
              </span>
              <p className="absolute left-4 top-4 inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1 text-sm font-semibold text-brand-800 shadow">
                <Clock aria-hidden="true" className="size-4" />
                <span {...edit('comingSoon')}>{t('comingSoon')}</span>
              </p>
            </div>
            <div className="p-6 sm:p-7">
              <h3 {...edit(`${key}.title`)} className="text-xl font-semibold text-ink">
                {t(`${key}.title`)}
              </h3>
              <p {...edit(`${key}.text`)} className="mt-2 leading-relaxed text-ink-muted">
                {t(`${key}.text`)}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
