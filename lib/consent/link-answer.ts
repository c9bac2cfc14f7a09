import 'server-only';
import type { Locale } from '@/i18n/routing';
import { perCatalogue, serverTranslator } from '@/lib/server-i18n';

// The answers of the confirm and unsubscribe endpoints. A machine-readable `status` for the
// page (which shows its own text for it), and for everything but success the usual `{ error }`.

export type LinkFailure = 'expired' | 'withdrawn' | 'invalid';

const statusCodes: Record<LinkFailure, number> = { invalid: 404, expired: 410, withdrawn: 409 };
const confirmTexts = perCatalogue((locale) => serverTranslator(locale, 'MarketingConsent'));

export async function linkFailure(page: 'confirmPage' | 'unsubscribePage', status: LinkFailure, locale: Locale): Promise<Response> {
  const t = await confirmTexts(locale);
  const error = page === 'confirmPage' ? t(`confirmPage.${status}`) : t('unsubscribePage.invalid');
  return Response.json({ error, status }, { status: statusCodes[status] });
}
