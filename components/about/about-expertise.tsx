import { Bot, BrainCircuit, Code2, Languages, MousePointerClick, Search, Share2, Workflow } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { SectionHeading } from '@/components/sections/section-heading';
import type { Locale } from '@/i18n/routing';
import { editKeys } from '@/lib/edit-keys';

const areas = [
  { key: 'seo', Icon: Search },
  { key: 'ppc', Icon: MousePointerClick },
  { key: 'social', Icon: Share2 },
  { key: 'ml', Icon: BrainCircuit },
  { key: 'automation', Icon: Workflow },
  { key: 'chatbots', Icon: Bot },
  { key: 'web', Icon: Code2 },
  { key: 'localization', Icon: Languages },
] as const;

export async function AboutExpertise({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'AboutPage.expertise' });
  const edit = editKeys('AboutPage.expertise');
  return (
    <section className="bg-slate-50 py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading title={t('title')} subtitle={t('subtitle')} editKey="AboutPage.expertise" />
        <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {areas.map(({ key, Icon }) => (
            <li key={key} className="flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
              <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-600">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span {...edit(key)} className="font-semibold leading-snug text-ink">
                {t(key)}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
