// Outbox: every e-mail is stored first (a row of "mail_outbox" written with what caused it) and
// then sent: at once after the response where it can be, else by the jobs' drain, with back-off
// and a lease so two processes never send one row twice. Read README.md.
export { deliver, deliverNow, type DeliveryOutcome, IMMEDIATE_SEND_TIMEOUT_MS } from '@/lib/outbox/deliver';
export { mailDeliveryFailing } from '@/lib/outbox/delivery-health';
export { isMailErrorKind, mailErrorKind, type MailErrorKind } from '@/lib/outbox/error-kind';
export { defaultRetryPolicy, nextAttemptAt, type RetryPolicy } from '@/lib/outbox/retry-policy';
export { CLAIM_LEASE_MS, createOutboxRows, insertOutboxSql, type MailDraft, type MailOwner, outboxRowsFor, purgeMailBodies } from '@/lib/outbox/store';
export { drainOutbox } from '@/lib/outbox/worker';
