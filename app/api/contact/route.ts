import { afterResponse } from '@/lib/api/after-response';
import { errorResponse } from '@/lib/api/errors';
import { guardFormPost } from '@/lib/api/guard';
import { linkOrigin } from '@/lib/api/public-origin';
import { readJson, validate } from '@/lib/api/read-json';
import { getDb } from '@/lib/db/client';
import { saveContactSubmission } from '@/lib/db/queries';
import { getEnv } from '@/lib/env';
import { contactNotification, mailTransport } from '@/lib/mail';
import { deliverNow, mailDeliveryFailing } from '@/lib/outbox';
import { perCatalogue, requestLocale, serverTranslator } from '@/lib/server-i18n';
import { logSpam, spamReason } from '@/lib/spam';
import { contactSchema } from '@/lib/validation/contact';

// Built once per language (and again only if its messages are reloaded), not per request.
const schemaFor = perCatalogue(async (locale) => contactSchema(await serverTranslator(locale, 'FormValidation')));

export async function POST(request: Request): Promise<Response> {
  const locale = requestLocale(request);
  try {
    // Guard: our own pages only, JSON only, within the sender's rate limit.
    await guardFormPost(request, 'contact');
    // Parse: at most 32 KiB.
    const body = await readJson(request);
    // Validate: the contact form's own schema, with its messages in the visitor's language.
    const { referenceCode, formToken, ...contact } = validate(await schemaFor(locale), body);
    // Screen: a bot is told "sent" and nothing is stored or mailed.
    const spam = await spamReason({ referenceCode, formToken });
    if (spam) {
      logSpam('contact', spam);
      return Response.json({ emailSent: true });
    }
    // Write: the message and the team's notification commit together; meanwhile, whether
    // mail to the team is failing at the moment (a mail still waiting after a failed try).
    const prisma = await getDb();
    const [{ outbox }, failing] = await Promise.all([
      saveContactSubmission(prisma, contact, locale, (saved) => [
        { kind: 'contact-notification', message: contactNotification(getEnv().mailToTeam, saved, linkOrigin()) },
      ]),
      // Unknown (the check itself failed) reads as not failing: the notification is queued.
      mailDeliveryFailing(prisma, new Date()).catch(() => false),
    ]);
    // Notify: after the answer (a serverless function stays alive for it, a server waits for it
    // at shutdown); if that try fails, the outbox worker or the cron route keeps trying.
    await afterResponse(() => deliverNow(prisma, outbox, mailTransport()));
    // emailSent: the notification is queued with the message (the outbox guarantees it goes
    // out) and mail is not known to be failing; false shows the "issue with email" variant.
    return Response.json({ emailSent: !failing });
  } catch (error) {
    return errorResponse(error, locale, request);
  }
}
