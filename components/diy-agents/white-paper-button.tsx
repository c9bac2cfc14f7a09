import { getMessages, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { privacyLink } from '@/components/forms/privacy-note-link';
import type { Locale } from '@/i18n/routing';
import { consentVersionOf } from '@/lib/consent/consent-text';
import { WhitePaperDownload } from './white-paper-download';

type Props = { locale: Locale; tone?: 'light' | 'solid'; children?: ReactNode };

/** Server side of the download button: its labels, and the texts the modal needs, looked up here. */
export async function WhitePaperButton({ locale, tone, children }: Props) {
  const t = await getTranslations({ locale, namespace: 'DownloadForm' });
  const { DownloadForm, FormValidation } = await getMessages({ locale });
  return (
    <WhitePaperDownload
      locale={locale}
      tone={tone}
      messages={{ DownloadForm, FormValidation }}
      // The messages are the page's (published texts included): the version names what is on screen.
      consentVersion={consentVersionOf(locale, DownloadForm)}
      privacyNote={t.rich('privacyNote', { link: privacyLink(`/${locale}/privacy`, t('newTab')) })}
      labels={{ open: t('open'), readyTitle: t('ready.title'), readyText: t('ready.text'), download: t('ready.download') }}
    >
      {children}
    </WhitePaperDownload>
  );
}
