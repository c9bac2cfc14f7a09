import { afterResponse } from '@/lib/api/after-response';
import { errorResponse } from '@/lib/api/errors';
import { guardFormPost } from '@/lib/api/guard';
import { readJson, validate } from '@/lib/api/read-json';
import { getDb } from '@/lib/db/client';
import { saveDownloadSubmission } from '@/lib/db/queries';
import { getEnv } from '@/lib/env';
import { downloadNotification } from '@/lib/mail/team-notifications';
import { mailTransport } from '@/lib/mail/transport';
import { whitePaperMail } from '@/lib/mail/visitor-mail';
import { deliverNow } from '@/lib/outbox/deliver';
import { perCatalogue, requestLocale, serverTranslator } from '@/lib/server-i18n';
import { downloadLinkSecret, signDownloadLink } from '@/lib/signed-link';
import { logSpam, spamReason } from '@/lib/spam/spam-check';
import { downloadSchema } from '@/lib/validation/download';

// Built once per language (and again only if its messages are reloaded), not per request.
const schemaFor = perCatalogue(async (locale) => downloadSchema(await serverTranslator(locale, 'FormValidation')));
const answerFor = perCatalogue((locale) => serverTranslator(locale, 'DownloadApi'));

export async function POST(request: Request): Promise<Response> {
  const locale = requestLocale(request);
  try {
    // Guard: our own pages only, JSON only, within the sender's rate limit.
    await guardFormPost(request, 'download');
    // Parse: at most 32 KiB.
    const body = await readJson(request);
    // Validate: the download modal's own schema, with its messages in the visitor's language.
    const { referenceCode, formToken, ...download } = validate(await schemaFor(locale), body);
    // Sign: a seven-day link to the white paper in this language, for the response and the e-mail.
    const env = getEnv();
    const origin = env.siteUrl ?? new URL(request.url).origin;
    const downloadUrl = signDownloadLink({ origin, locale, secret: await downloadLinkSecret(), now: new Date() });
    const t = await answerFor(locale);
    const success = () =>
      Response.json({ message: t('success', { firstName: download.firstName, email: download.email }), downloadUrl });
    // Screen: a bot gets the same answer as a visitor, and nothing is stored or mailed.
    const spam = await spamReason({ referenceCode, formToken });
    if (spam) {
      logSpam('download', spam);
      return success();
    }
    const visitorMail = await whitePaperMail({ to: download.email, firstName: download.firstName, locale, downloadUrl });
    // Write: the request and both e-mails commit together.
    const prisma = await getDb();
    const { outbox } = await saveDownloadSubmission(prisma, download, (saved) => [
      { kind: 'download-notification', message: downloadNotification(env.mailToTeam, saved, locale) },
      { kind: 'download-visitor', message: visitorMail },
    ]);
    // Notify, after the answer (its text does not depend on the mail): one try each within the
    // deadline; the outbox worker (or the cron route) retries what fails.
    await afterResponse(() => deliverNow(prisma, outbox, mailTransport()));
    return success();
  } catch (error) {
    return errorResponse(error, locale, request);
  }
}
