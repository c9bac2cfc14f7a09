import { errorResponse } from '@/lib/api/errors';
import { readJson, validate } from '@/lib/api/read-json';
import { getDb } from '@/lib/db/client';
import { saveContactSubmission } from '@/lib/db/queries';
import { getEnv } from '@/lib/env';
import { contactNotification } from '@/lib/mail/team-notifications';
import { mailTransport } from '@/lib/mail/transport';
import { deliverNow } from '@/lib/outbox/deliver';
import { requestLocale, serverTranslator } from '@/lib/server-i18n';
import { contactSchema } from '@/lib/validation/contact';

export async function POST(request: Request): Promise<Response> {
  const locale = requestLocale(request);
  try {
    // Parse: JSON only, at most 32 KiB.
    const body = await readJson(request);
    // Validate: the contact form's own schema, with its messages in the visitor's language.
    const contact = validate(contactSchema(await serverTranslator(locale, 'FormValidation')), body);
    // Write: the message and the team's notification commit together.
    const prisma = await getDb();
    const { outbox } = await saveContactSubmission(prisma, contact, (saved) => [
      { kind: 'contact-notification', message: contactNotification(getEnv().mailToTeam, saved) },
    ]);
    // Notify: one try within the deadline; if it fails, the outbox worker keeps trying.
    const [outcome] = await deliverNow(prisma, outbox, mailTransport());
    return Response.json({ emailSent: outcome === 'sent' });
  } catch (error) {
    return errorResponse(error, locale);
  }
}
