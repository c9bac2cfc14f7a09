import { isLocale } from '@/i18n/routing';
import { errorResponse } from '@/lib/api/errors';
import { isJsonRequest, readJson, validate } from '@/lib/api/read-json';
import { verifyUnsubscribeToken } from '@/lib/consent/consent-token';
import { linkFailure } from '@/lib/consent/link-answer';
import { UNSUBSCRIBE_PAGE } from '@/lib/consent/mail-link-pages';
import { getDb } from '@/lib/db/client';
import { withdrawMarketingConsent } from '@/lib/db/marketing-consent';
import { log } from '@/lib/log';
import { perCatalogue, requestLocale, serverTranslator } from '@/lib/server-i18n';
import { signingSecrets } from '@/lib/signed-link';
import { marketingLinkSchema } from '@/lib/validation/marketing-link';

const schemaFor = perCatalogue(async (locale) => marketingLinkSchema(await serverTranslator(locale, 'FormValidation')));

/**
 * Withdraws marketing consent. Two callers: mail clients doing RFC 8058 one-click (a POST to
 * the List-Unsubscribe address, token in its query, body `List-Unsubscribe=One-Click`, from
 * their own servers, so no same-origin check), and our unsubscribe page (JSON `{ token }`).
 */
export async function POST(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const queryLang = url.searchParams.get('lang');
  const locale = isLocale(queryLang) ? queryLang : requestLocale(request);
  try {
    // Parse and validate: the token from the address, else from our page's JSON.
    const fromQuery = url.searchParams.get('token');
    const body = fromQuery === null && isJsonRequest(request) ? await readJson(request, 1024) : { token: fromQuery ?? '' };
    const { token } = validate(await schemaFor(locale), body);
    // Authorise: our signature; it names the address's consent and nothing else.
    const keys = await signingSecrets();
    const link = verifyUnsubscribeToken(token, keys.secret, keys.previousSecret);
    if (!link) return linkFailure('unsubscribePage', 'invalid', locale);
    // Write: withdrawn, with the time; a second click changes nothing.
    const outcome = await withdrawMarketingConsent(await getDb(), link.consentId, new Date());
    if (outcome.status !== 'withdrawn') return linkFailure('unsubscribePage', 'invalid', locale);
    log.info('consent: marketing consent withdrawn');
    // Not the address: whoever holds a link learns nothing more from it than the person's choice.
    return Response.json({ status: 'withdrawn', withdrawnAt: outcome.withdrawnAt.toISOString() });
  } catch (error) {
    return errorResponse(error, locale);
  }
}

/** Someone opened the List-Unsubscribe address in a browser: the page with its button, the token in its fragment. */
export function GET(request: Request): Response {
  const url = new URL(request.url);
  const lang = url.searchParams.get('lang');
  const locale = isLocale(lang) ? lang : requestLocale(request);
  const token = url.searchParams.get('token');
  const fragment = token ? `#${new URLSearchParams({ token })}` : '';
  return new Response(null, { status: 303, headers: { Location: `/${locale}${UNSUBSCRIBE_PAGE}${fragment}`, 'Cache-Control': 'no-store' } });
}
