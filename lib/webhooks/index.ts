// Webhooks: the team's endpoints that hear of new leads and status changes. A delivery is queued
// in the same statement that writes the lead (lib/db/queries.ts calls queueDeliveriesCte), then
// signed and sent by the jobs' drain with back-off. Read README.md.
export { createWebhook, deleteWebhook, destinationPolicy, listWebhooks, setWebhookActive, type WebhookConfig } from '@/lib/webhooks/config';
export { drainWebhooks } from '@/lib/webhooks/deliver';
export { type DeliveryAttempt, type DeliveryLogEntry, leadDeliveries, webhookAttempts, webhookDeliveries } from '@/lib/webhooks/delivery-log';
export { MAX_URL_LENGTH } from '@/lib/webhooks/destination';
export { type AttemptOutcome, attemptReason, deliveryView, type SendResultName, sendResults, webhookHealth, webhookResultPath } from '@/lib/webhooks/health';
export { queueStatusChanged } from '@/lib/webhooks/lead-events';
export { retryDeliveryNow, sendTestEvent } from '@/lib/webhooks/operations';
export { eventMessageKey, leadCreatedPayload, TEST_EVENT, webhookEvents } from '@/lib/webhooks/payload';
export { maskSecret } from '@/lib/webhooks/signature';
export { type LeadRef, queueDeliveriesCte } from '@/lib/webhooks/store';
