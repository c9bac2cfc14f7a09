import { Building2, Mail, MapPin, Phone } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { editKeys } from '@/lib/edit-keys';

const offices = [
  { key: 'headquarters', label: 'headquarters', Icon: Building2 },
  { key: 'london', label: 'londonOffice', Icon: MapPin },
] as const;

/**
 * How to reach the company, from the shared `Company` group so that the legal pages, the footer
 * and the contact page can never disagree; the labels are the footer's.
 */
export async function ContactBlock({ locale }: { locale: Locale }) {
  const tCompany = await getTranslations({ locale, namespace: 'Company' });
  const tLabels = await getTranslations({ locale, namespace: 'Footer' });
  const edit = editKeys('Company');
  const editLabel = editKeys('Footer');
  const email = tCompany('email');
  const phone = tCompany('phone');
  const link = 'font-semibold text-brand-700 underline-offset-4 [overflow-wrap:anywhere] hover:text-brand-800 hover:underline';

  return (
    <address className="mt-6 grid gap-px overflow-hidden rounded-2xl border border-slate-200 bg-slate-200 not-italic shadow-sm sm:grid-cols-2">
      <div className="flex gap-4 bg-white p-5">
        <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
        <div>
          <p {...editLabel('emailLabel')} className="text-sm font-semibold text-ink">
            {tLabels('emailLabel')}
          </p>
          <p className="mt-1">
            <a href={`mailto:${email}`} className={link}>
              {email}
            </a>
          </p>
        </div>
      </div>
      <div className="flex gap-4 bg-white p-5">
        <Phone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
        <div>
          <p {...editLabel('phoneLabel')} className="text-sm font-semibold text-ink">
            {tLabels('phoneLabel')}
          </p>
          <p className="mt-1">
            <a href={`tel:${phone.replace(/\s+/g, '')}`} className={link}>
              {phone}
            </a>
          </p>
        </div>
      </div>
      {offices.map(({ key, label, Icon }) => (
        <div key={key} className="flex gap-4 bg-white p-5">
          <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
          <div>
            <p {...editLabel(label)} className="text-sm font-semibold text-ink">
              {tLabels(label)}
            </p>
            <p className="mt-1 leading-relaxed text-ink-muted">
              <span {...edit(`${key}.street`)} className="block">
                {tCompany(`${key}.street`)}
              </span>
              <span {...edit(`${key}.city`)} className="block">
                {tCompany(`${key}.city`)}
              </span>
              <span {...edit(`${key}.country`)} className="block">
                {tCompany(`${key}.country`)}
              </span>
            </p>
          </div>
        </div>
      ))}
    </address>
  );
}
