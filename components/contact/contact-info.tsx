import { Clock, Mail, MapPin, MessageCircle, Phone } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/routing';
import { editKeys } from '@/lib/edit-keys';

const offices = [
  { key: 'headquarters', label: 'headquarters' },
  { key: 'london', label: 'london' },
] as const;

const linkClasses = 'font-medium text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline';

/** Addresses, phone, e-mail and opening hours. */
export async function ContactInfo({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'ContactPage.info' });
  const tCompany = await getTranslations({ locale, namespace: 'Company' });
  const edit = editKeys('ContactPage.info');
  const editCompany = editKeys('Company');
  const phone = tCompany('phone');
  return (
    <section aria-labelledby="contact-info-title" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <h2 id="contact-info-title" {...edit('title')} className="text-xl font-bold text-ink">
        {t('title')}
      </h2>
      <address className="mt-6 not-italic">
        <ul className="space-y-6">
          {offices.map(({ key, label }) => (
            <InfoItem key={key} icon={<MapPin />} label={<span {...edit(label)}>{t(label)}</span>}>
              {(['street', 'city', 'country'] as const).map((line) => (
                <span key={line} {...editCompany(`${key}.${line}`)} className="block">
                  {tCompany(`${key}.${line}`)}
                </span>
              ))}
            </InfoItem>
          ))}
          <InfoItem icon={<Phone />} label={<span {...edit('phone')}>{t('phone')}</span>}>
            <a href={`tel:${phone.replace(/\s+/g, '')}`} className={linkClasses}>
              {phone}
            </a>
          </InfoItem>
          <InfoItem icon={<Mail />} label={<span {...edit('email')}>{t('email')}</span>}>
            <a href={`mailto:${tCompany('email')}`} className={`${linkClasses} break-all`}>
              {tCompany('email')}
            </a>
          </InfoItem>
          <InfoItem icon={<Clock />} label={<span {...edit('hours')}>{t('hours')}</span>}>
            <span {...editCompany('hours')}>{tCompany('hours')}</span>
          </InfoItem>
        </ul>
      </address>
      <p className="mt-6 flex items-center gap-2.5 rounded-xl bg-emerald-50 px-4 py-3 text-sm font-semibold text-emerald-900">
        <MessageCircle aria-hidden="true" className="size-4 shrink-0 text-emerald-700" />
        <span {...edit('reply')}>{t('reply')}</span>
      </p>
    </section>
  );
}

function InfoItem({ icon, label, children }: { icon: ReactNode; label: ReactNode; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <span aria-hidden="true" className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-600 [&_svg]:size-5">
        {icon}
      </span>
      <div className="min-w-0 text-ink-muted">
        <p className="text-sm font-semibold uppercase tracking-wide text-ink">{label}</p>
        <p className="mt-1 leading-relaxed">{children}</p>
      </div>
    </li>
  );
}
