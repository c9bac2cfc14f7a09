import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Locale } from '@/i18n/routing';
import { CONFIRM_TTL_MS, signConfirmToken, signUnsubscribeToken } from '@/lib/consent/consent-token';
import { confirmPageUrl, oneClickUnsubscribeUrl, unsubscribePageUrl } from '@/lib/consent/marketing-links';
import { admitVisitorMail } from '@/lib/db/mail-quota';
import { expireUnconfirmed, findMarketingConsent, marketingAddress } from '@/lib/db/marketing-consent';
import type { ConsentToRecord } from '@/lib/db/queries';
import type { PrismaClient } from '@/lib/generated/prisma/client';
import { marketingConfirmationMail } from '@/lib/mail';
import type { MailDraft } from '@/lib/outbox';
import { downloadLinkSecret } from '@/lib/signed-link';
import { processSlot } from '@/lib/process-slot.mjs';

/** Unconfirmed requests are ended this often (per process), so their state is never stale for long. */
const EXPIRY_SWEEP_MS = 60 * 60 * 1000;
type SweepState = { lastSweep?: number };
const sweep = processSlot<SweepState>('optInSweep', () => ({}));

export type OptIn = { marketing: NonNullable<ConsentToRecord['marketing']>; mail: MailDraft };

/**
 * For a request with the marketing box ticked: the pending opt-in to store and the mail that
 * asks to confirm it. Nothing when the address has already confirmed, or when it has had its
 * confirmation mail today or the day's cap is reached (the form must not relay mail). A
 * withdrawn address gets a new request only this way, by ticking the box again.
 */
export async function prepareOptIn(
  prisma: PrismaClient,
  input: { email: string; firstName: string; locale: Locale; origin: string; now: Date; dailyCap: number },
): Promise<OptIn | undefined> {
  await sweepExpired(prisma, input.now);
  const existing = await findMarketingConsent(prisma, input.email);
  if (existing?.status === 'confirmed') return undefined;
  const verdict = await admitVisitorMail(prisma, 'marketing-confirmation', input.email, input.now, input.dailyCap);
  if (verdict !== 'send') return undefined;
  // The row keeps its id for life: unsubscribe links in earlier mails must keep working.
  const id = existing?.id ?? randomUUID();
  // Whole seconds, as the link carries them: the link confirms this request and no later one.
  const expiresAt = new Date(Math.floor((input.now.getTime() + CONFIRM_TTL_MS) / 1000) * 1000);
  const secret = await downloadLinkSecret();
  const unsubscribeToken = signUnsubscribeToken(id, secret);
  const message = await marketingConfirmationMail({
    to: input.email,
    firstName: input.firstName,
    locale: input.locale,
    confirmUrl: confirmPageUrl(input.origin, input.locale, signConfirmToken(id, expiresAt, secret)),
    unsubscribeUrl: unsubscribePageUrl(input.origin, input.locale, unsubscribeToken),
    oneClickUnsubscribeUrl: oneClickUnsubscribeUrl(input.origin, input.locale, unsubscribeToken),
  });
  return {
    marketing: { id, email: marketingAddress(input.email), expiresAt },
    mail: { kind: 'marketing-confirmation', message },
  };
}

async function sweepExpired(prisma: PrismaClient, now: Date): Promise<void> {
  if (sweep.lastSweep !== undefined && now.getTime() - sweep.lastSweep < EXPIRY_SWEEP_MS) return;
  sweep.lastSweep = now.getTime();
  await expireUnconfirmed(prisma, now);
}
