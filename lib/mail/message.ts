import 'server-only';

/** A rendered e-mail; the sender address comes from the transport's configuration. */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** Extra headers, e.g. List-Unsubscribe on marketing mail; values are one line each. */
  headers?: Record<string, string>;
};

export type SendResult =
  | { ok: true; id: string }
  | {
      ok: false;
      /** False when sending the same request again cannot succeed (a rejected address, a bad key). */
      retryable: boolean;
      /** The provider's Retry-After, when it asked us to slow down. */
      retryAfterMs?: number;
      error: string;
    };

export type SendOptions = {
  /** The same key on every try of one message, so the provider sends it at most once. */
  idempotencyKey: string;
  signal?: AbortSignal;
};

export type MailTransport = {
  name: string;
  send(message: MailMessage, options: SendOptions): Promise<SendResult>;
};
