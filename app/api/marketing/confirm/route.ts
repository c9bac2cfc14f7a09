import { ApiError, errorResponse } from '@/lib/api/errors';
import { isSameOrigin } from '@/lib/api/guard';
import { readJson, validate } from '@/lib/api/read-json';
import { verifyConfirmToken } from '@/lib/consent/consent-token';
import { linkFailure } from '@/lib/consent/link-answer';
import { getDb } from '@/lib/db/client';
import { confirmMarketingConsent } from '@/lib/db/marketing-consent';
import { getEnv } from '@/lib/env';
import { log } from '@/lib/log';
import { perCatalogue, requestLocale, serverTranslator } from '@/lib/server-i18n';
import { signingSecrets } from '@/lib/signed-link';
import { marketingLinkSchema } from '@/lib/validation/marketing-link';

const schemaFor = perCatalogue(async (locale) => marketingLinkSchema(await serverTranslator(locale, 'FormValidation')));

/**
 * The confirmation page's button. Never a GET: mail scanners open every link in a message,
 * and opening one must not sign anybody up. Answering twice is fine: "confirmed" again.
 */
export async function POST(request: Request): Promise<Response> {
  const locale = requestLocale(request);
  try {
    // Guard: from our own confirmation page only.
    if (!isSameOrigin(request, getEnv().siteUrl)) throw new ApiError(403, 'crossSite');
    // Parse and validate: `{ token }`.
    const { token } = validate(await schemaFor(locale), await readJson(request, 1024));
    // Authorise: our signature on this request's link.
    const keys = await signingSecrets();
    const link = verifyConfirmToken(token, keys.secret, keys.previousSecret);
    if (!link) return linkFailure('confirmPage', 'invalid', locale);
    // Write: pending → confirmed, with the time.
    const outcome = await confirmMarketingConsent(await getDb(), link, new Date());
    if (outcome.status !== 'confirmed') return linkFailure('confirmPage', outcome.status, locale);
    log.info('consent: marketing consent confirmed');
    // Not the address: whoever holds a link learns nothing more from it than the person's choice.
    return Response.json({ status: 'confirmed', confirmedAt: outcome.confirmedAt.toISOString() });
  } catch (error) {
    return errorResponse(error, locale);
  }
}
