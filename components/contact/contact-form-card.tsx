import { getMessages, getTranslations } from 'next-intl/server';
import { privacyLink } from '@/components/forms/privacy-note-link';
import type { Locale } from '@/i18n/routing';
import { cn } from '@/lib/cn';
import { editKeys } from '@/lib/edit-keys';
import { contactServices, serviceNames } from '@/lib/validation/contact';
import { ContactFormLoader } from './contact-form-loader';

/** The form card. The form gets its texts as props: no message runtime in the browser. */
export async function ContactFormCard({ locale, className }: { locale: Locale; className?: string }) {
  const t = await getTranslations({ locale, namespace: 'ContactPage.form' });
  const tForm = await getTranslations({ locale, namespace: 'ContactForm' });
  const { ContactForm: messages, FormValidation, Services } = await getMessages({ locale });
  const names = serviceNames(Services);
  const services = contactServices.map((value) => ({ value, label: names[value] }));
  const edit = editKeys('ContactPage.form');
  return (
    <section
      aria-labelledby="contact-form-title"
      className={cn('rounded-2xl border border-slate-200 bg-white p-6 shadow-xl shadow-brand-900/5 sm:p-10', className)}
    >
      <h2 id="contact-form-title" {...edit('title')} className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
        {t('title')}
      </h2>
      <p {...edit('subtitle')} className="mt-3 leading-relaxed text-ink-muted">
        {t('subtitle')}
      </p>
      <div className="mt-8">
        <ContactFormLoader
          messages={messages}
          validation={FormValidation}
          services={services}
          privacyNote={tForm.rich('privacyNote', { link: privacyLink(`/${locale}/privacy`, tForm('newTab')) })}
        />
      </div>
    </section>
  );
}
