import 'server-only';
import { getEnv } from '@/lib/env';
import { storedSource, type SourceColumns, type VisitSource } from '@/lib/insights/source-values';
import type { LeadKind, LeadStatusValue } from '@/lib/team/lead-filter';

// What a receiver gets, in the envelope the Standard Webhooks spec recommends ({ type, timestamp,
// data }). Field names are stable API: a CRM mapping is built on them (docs/team-guide.md "Webhooks").

export const webhookEvents = ['lead.created', 'lead.status_changed'] as const;
export type WebhookEvent = (typeof webhookEvents)[number];

/** Each event's name in the catalogues (Team.webhooks.eventNames): message keys cannot hold dots. */
export const eventMessageKey = { 'lead.created': 'created', 'lead.status_changed': 'statusChanged' } as const satisfies Record<WebhookEvent, string>;

export type WebhookLead = {
  kind: LeadKind;
  id: number;
  /** The lead's page in the team area (signed-in members only). */
  url: string;
  status: LeadStatusValue;
  receivedAt: string;
  firstName: string;
  lastName: string;
  email: string;
  company: string | null;
  /** Contact requests: the service code (e.g. "web-design"), or null. */
  service: string | null;
  /** Contact requests: the visitor's message; null for white-paper requests. */
  message: string | null;
  /** The language the visitor used the site in. */
  locale: string | null;
  /** White-paper requests: the marketing box; null for contact requests. */
  agreeMarketing: boolean | null;
  /**
   * Where the visit came from: page sent from, landing page, referring host, UTM
   * parameters, whether a click id was present, device class. Null for leads from before.
   */
  source: VisitSource | null;
};

export type WebhookPayload =
  | { type: 'lead.created'; timestamp: string; data: { lead: WebhookLead } }
  | {
      type: 'lead.status_changed';
      timestamp: string;
      data: { lead: WebhookLead; previousStatus: LeadStatusValue; status: LeadStatusValue; changedBy: string };
    };

/**
 * "Send a test event" on the webhooks page (docs/team-guide.md "Webhooks"): never a lead, marked as a test
 * twice (its type and `data.test`), so a receiver can drop it or answer it without creating one.
 */
export const TEST_EVENT = 'webhook.test';
export type WebhookTestPayload = { type: typeof TEST_EVENT; timestamp: string; data: { test: true; message: string; webhookId: number } };

export function testPayload(webhookId: number, at: Date): WebhookTestPayload {
  return {
    type: TEST_EVENT,
    timestamp: at.toISOString(),
    data: { test: true, message: 'A test event sent from the team area. It is not a lead: nothing needs to be created.', webhookId },
  };
}

export type LeadSource = {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  company: string | null;
  locale: string | null;
  status: LeadStatusValue;
} & SourceColumns &
  ({ kind: 'contact'; service: string | null; message: string; createdAt: Date } | { kind: 'download'; agreeMarketing: boolean; downloadedAt: Date });

export function webhookLead(lead: LeadSource): WebhookLead {
  return {
    kind: lead.kind,
    id: lead.id,
    url: `${getEnv().siteUrl ?? ''}/en/team/leads/${lead.kind}/${lead.id}`,
    status: lead.status,
    receivedAt: (lead.kind === 'contact' ? lead.createdAt : lead.downloadedAt).toISOString(),
    firstName: lead.firstName,
    lastName: lead.lastName,
    email: lead.email,
    company: lead.company,
    service: lead.kind === 'contact' ? lead.service : null,
    message: lead.kind === 'contact' ? lead.message : null,
    locale: lead.locale,
    agreeMarketing: lead.kind === 'download' ? lead.agreeMarketing : null,
    source: storedSource(lead),
  };
}

export function leadCreatedPayload(lead: LeadSource, at: Date): WebhookPayload {
  return { type: 'lead.created', timestamp: at.toISOString(), data: { lead: webhookLead(lead) } };
}

export function statusChangedPayload(lead: LeadSource, previousStatus: LeadStatusValue, changedBy: string, at: Date): WebhookPayload {
  return { type: 'lead.status_changed', timestamp: at.toISOString(), data: { lead: webhookLead(lead), previousStatus, status: lead.status, changedBy } };
}
