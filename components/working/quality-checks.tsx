import { Activity, BadgeCheck, FlaskConical, SearchCheck } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { IconCards } from '@/components/sections/icon-cards';
import { SectionHeading } from '@/components/sections/section-heading';
import type { Locale } from '@/i18n/routing';

const checks = [
  { key: 'review', Icon: SearchCheck },
  { key: 'testing', Icon: FlaskConical },
  { key: 'approval', Icon: BadgeCheck },
  { key: 'monitoring', Icon: Activity },
] as const;

export async function QualityChecks({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'WorkingPage.quality' });
  return (
    <section className="bg-slate-50 py-20">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-[2fr_3fr] lg:items-center lg:px-8">
        <div>
          <SectionHeading title={t('title')} subtitle={t('subtitle')} align="left" editKey="WorkingPage.quality" />
          <QualityBadge className="mt-10 hidden w-full max-w-xs lg:block" />
        </div>
        <IconCards locale={locale} namespace="WorkingPage.quality" items={checks} variant="soft" className="sm:grid-cols-2" />
      </div>
    </section>
  );
}

/** Decorative: a checklist passing through four gates. */
function QualityBadge({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 320 200" aria-hidden="true" className={className}>
      <defs>
        <linearGradient id="quality-gradient" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#4f46e5" />
          <stop offset="1" stopColor="#7c3aed" />
        </linearGradient>
      </defs>
      <rect x="10" y="14" width="300" height="172" rx="24" fill="#ffffff" stroke="#e2e8f0" />
      {[0, 1, 2, 3].map((row) => (
        <g key={row} transform={`translate(36 ${42 + row * 36})`}>
          <circle cx="10" cy="8" r="10" fill="url(#quality-gradient)" />
          <path d="M5 8l3.5 3.5L15 5" stroke="#ffffff" strokeWidth="2.5" fill="none" strokeLinecap="round" strokeLinejoin="round" />
          <rect x="32" y="3" width={150 - row * 22} height="10" rx="5" fill="#c7d2fe" />
          <rect x={190 - row * 22} y="3" width="44" height="10" rx="5" fill="#e0e7ff" />
        </g>
      ))}
    </svg>
  );
}
