import { errorResponse } from '@/lib/api/errors';
import { guardFormPost } from '@/lib/api/guard';
import { readJson, validate } from '@/lib/api/read-json';
import { getDb } from '@/lib/db/client';
import { saveContactSubmission } from '@/lib/db/queries';
import { getEnv } from '@/lib/env';
import { contactNotification } from '@/lib/mail/team-notifications';
import { mailTransport } from '@/lib/mail/transport';
import { deliverNow } from '@/lib/outbox/deliver';
import { perCatalogue, requestLocale, serverTranslator } from '@/lib/server-i18n';
import { logSpam, spamReason } from '@/lib/spam/spam-check';
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
    // Write: the message and the team's notification commit together.
    const prisma = await getDb();
    const { outbox } = await saveContactSubmission(prisma, contact, locale, (saved) => [
      { kind: 'contact-notification', message: contactNotification(getEnv().mailToTeam, saved, getEnv().siteUrl ?? new URL(request.url).origin) },
    ]);
    // Notify: one try within the deadline; if it fails, the outbox worker keeps trying.
    const [outcome] = await deliverNow(prisma, outbox, mailTransport());
    return Response.json({ emailSent: outcome === 'sent' });
  } catch (error) {
    return errorResponse(error, locale, request);
  }
}
