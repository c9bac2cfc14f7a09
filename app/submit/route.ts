import { afterResponse } from '@/lib/api/after-response';
import { ApiError, errorResponse } from '@/lib/api/errors';
import { guardFormPost } from '@/lib/api/guard';
import { linkOrigin } from '@/lib/api/public-origin';
import { readJson, validate } from '@/lib/api/read-json';
import { CONSENT_METHOD } from '@/lib/consent/consent-text';
import { currentConsentText, shownConsentText } from '@/lib/consent/shown-wording';
import { prepareOptIn, type OptIn } from '@/lib/consent/opt-in';
import { getDb } from '@/lib/db/client';
import { admitVisitorMail, releaseVisitorMail } from '@/lib/db/mail-quota';
import { saveDownloadSubmission } from '@/lib/db/queries';
import { getEnv } from '@/lib/env';
import { downloadNotification, mailTransport, whitePaperMail } from '@/lib/mail';
import { deliverNow, type MailDraft } from '@/lib/outbox';
import { perCatalogue, requestLocale, serverTranslator } from '@/lib/server-i18n';
import { downloadLinkSecret, signDownloadLink } from '@/lib/signed-link';
import { decoyDownloadLink, logSpam, spamReason } from '@/lib/spam';
import { downloadSchema } from '@/lib/validation/download';

// Built once per language (and again only if its messages are reloaded), not per request.
const schemaFor = perCatalogue(async (locale) => downloadSchema(await serverTranslator(locale, 'FormValidation')));
const answerFor = perCatalogue((locale) => serverTranslator(locale, 'DownloadApi'));
const hintFor = perCatalogue((locale) => serverTranslator(locale, 'MarketingConsent'));

export async function POST(request: Request): Promise<Response> {
  const locale = requestLocale(request);
  try {
    // Guard: our own pages only, JSON only, within the sender's rate limit.
    await guardFormPost(request, 'download');
    // Parse: at most 32 KiB.
    const body = await readJson(request);
    // Validate: the download modal's own schema, with its messages in the visitor's language.
    const { referenceCode, formToken, consentVersion, ...download } = validate(await schemaFor(locale), body);
    const env = getEnv();
    const origin = linkOrigin();
    const now = new Date();
    // The answer depends on what was typed only: never on whether this address was mailed
    // before, confirmed or withdrew (nobody learns that about someone else's address).
    const t = await answerFor(locale);
    const hint = download.agreeMarketing ? ` ${(await hintFor(locale))('submitHint')}` : '';
    const message = t('success', { firstName: download.firstName, email: download.email }) + hint;
    // Screen: a bot gets an answer of the same shape with a link that does not work; nothing is stored or mailed.
    const spam = await spamReason({ referenceCode, formToken });
    if (spam) {
      logSpam('download', spam);
      return Response.json({ message, downloadUrl: decoyDownloadLink({ origin, locale, now }) });
    }
    // Sign: a seven-day link to the white paper in this language, for the response and the e-mail.
    const downloadUrl = signDownloadLink({ origin, locale, secret: await downloadLinkSecret(), now });
    const prisma = await getDb();
    // Evidence: the consent wording this visitor's page showed, found by the version it sent
    // (published texts included); a page without one gets what visitors see now.
    const consentText = consentVersion === undefined ? await currentConsentText(prisma, locale) : await shownConsentText(prisma, consentVersion);
    if (!consentText) throw new ApiError(409, 'consentChanged');
    // Limit: one white-paper mail per address a day and a cap on all of them; the link is on screen anyway.
    const mailVisitor = (await admitVisitorMail(prisma, 'white-paper', download.email, now, env.mailDailyCap)) === 'send';
    let optIn: OptIn | undefined;
    try {
      if (download.agreeMarketing) {
        optIn = await prepareOptIn(prisma, { email: download.email, firstName: download.firstName, locale, origin, now, dailyCap: env.mailDailyCap });
      }
      const visitorMail = mailVisitor ? await whitePaperMail({ to: download.email, firstName: download.firstName, locale, downloadUrl }) : undefined;
      // Write: the request, its consent record, a pending opt-in and the e-mails commit together.
      const consent = { text: consentText, method: CONSENT_METHOD, ...(optIn ? { marketing: optIn.marketing } : {}) };
      const { outbox } = await saveDownloadSubmission(prisma, download, locale, consent, (saved) => {
        const drafts: MailDraft[] = [{ kind: 'download-notification', message: downloadNotification(env.mailToTeam, saved, locale, origin) }];
        if (visitorMail) drafts.push({ kind: 'download-visitor', message: visitorMail });
        if (optIn) drafts.push(optIn.mail);
        return drafts;
      });
      // Notify, after the answer (its text does not depend on the mail): one try each within the
      // deadline; the outbox worker (or the cron route) retries what fails.
      await afterResponse(() => deliverNow(prisma, outbox, mailTransport()));
    } catch (error) {
      // Nothing was mailed: a retry of this request may mail again today.
      await Promise.allSettled([
        mailVisitor && releaseVisitorMail(prisma, 'white-paper', download.email, now),
        optIn && releaseVisitorMail(prisma, 'marketing-confirmation', download.email, now),
      ]);
      throw error;
    }
    return Response.json({ message, downloadUrl });
  } catch (error) {
    return errorResponse(error, locale, request);
  }
}
