import { describe, expect, it } from 'vitest';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';
import { attemptReason, deliveryView, failureReasons, webhookHealth, webhookResultPath, type AttemptOutcome } from '@/lib/webhooks/health';

// A try's reason by class (what a member can act on) and an endpoint's state from its tries.

describe('attemptReason', () => {
  it.each([
    [{ statusCode: null, error: 'connect ECONNREFUSED 127.0.0.1:9' }, 'refused'],
    [{ statusCode: null, error: 'getaddrinfo ENOTFOUND crm.example.invalid' }, 'dns'],
    [{ statusCode: null, error: 'getaddrinfo EAI_AGAIN crm.example.com' }, 'dns'],
    [{ statusCode: null, error: 'no answer within 5000 ms' }, 'timeout'],
    [{ statusCode: null, error: 'connect ETIMEDOUT 203.0.113.9:443' }, 'timeout'],
    [{ statusCode: null, error: 'DEPTH_ZERO_SELF_SIGNED_CERT: self-signed certificate' }, 'tls'],
    [{ statusCode: null, error: "ERR_TLS_CERT_ALTNAME_INVALID: Hostname/IP does not match certificate's altnames" }, 'tls'],
    [{ statusCode: null, error: 'CERT_HAS_EXPIRED: certificate has expired' }, 'tls'],
    [{ statusCode: null, error: 'ECONNRESET: socket hang up' }, 'reset'],
    [{ statusCode: null, error: 'connect EHOSTUNREACH 198.51.100.1:443' }, 'unreachable'],
    [{ statusCode: null, error: 'destination refused: private-address' }, 'policy'],
    [{ statusCode: null, error: 'destination refused: metadata-address' }, 'policy'],
    [{ statusCode: null, error: 'webhook turned off' }, 'paused'],
    [{ statusCode: null, error: 'something nobody expected' }, 'other'],
    [{ statusCode: null, error: null }, 'other'],
  ] as const)('%o is %s', (attempt, reason) => {
    expect(attemptReason(attempt)).toEqual({ ok: false, reason, status: null });
  });

  it('classes the receiver’s HTTP answers, with the status', () => {
    expect(attemptReason({ statusCode: 204, error: null })).toEqual({ ok: true, status: 204 });
    expect(attemptReason({ statusCode: 302, error: 'HTTP 302' })).toEqual({ ok: false, reason: 'redirect', status: 302 });
    expect(attemptReason({ statusCode: 401, error: 'HTTP 401' })).toEqual({ ok: false, reason: 'client', status: 401 });
    expect(attemptReason({ statusCode: 503, error: 'HTTP 503' })).toEqual({ ok: false, reason: 'server', status: 503 });
  });

  it('has a text for every reason in all four languages, with the status where the class has one', () => {
    for (const messages of [en, de, fr, nl]) {
      const reasons = messages.Team.webhooks.ops.reasons as Record<string, string>;
      expect(Object.keys(reasons).sort()).toEqual([...failureReasons, 'ok'].sort());
      for (const name of ['ok', 'redirect', 'client', 'server']) expect(reasons[name]).toContain('{status}');
    }
  });
});

const at = (minute: number) => new Date(Date.UTC(2026, 10, 27, 6, minute));
const fail = (minute: number, error = 'connect ECONNREFUSED 127.0.0.1:9'): AttemptOutcome => ({ at: at(minute), statusCode: null, error });
const ok = (minute: number): AttemptOutcome => ({ at: at(minute), statusCode: 200, error: null });

describe('webhookHealth', () => {
  it('is unused with no tries, and paused when turned off whatever the tries say', () => {
    expect(webhookHealth(true, [])).toEqual({ state: 'unused' });
    expect(webhookHealth(false, [fail(3), fail(2)])).toEqual({ state: 'paused' });
  });

  it('is healthy when the newest try got through, even after failures', () => {
    expect(webhookHealth(true, [ok(9), fail(5), fail(1)])).toEqual({ state: 'healthy', lastSuccess: at(9) });
  });

  it('is failing since the first failure after the last success, counting the failures', () => {
    const health = webhookHealth(true, [fail(40), { at: at(30), statusCode: 503, error: 'HTTP 503' }, fail(20), ok(10), fail(5)]);
    expect(health).toEqual({ state: 'failing', since: at(20), attempts: 3, last: fail(40) });
  });

  it('is failing since the oldest try when none ever got through; sends skipped while paused do not count', () => {
    expect(webhookHealth(true, [fail(7), fail(6, 'webhook turned off'), fail(1)])).toMatchObject({ state: 'failing', since: at(1), attempts: 2 });
    expect(webhookHealth(true, [fail(6, 'webhook turned off')])).toEqual({ state: 'unused' });
  });
});

describe('deliveryView', () => {
  it('reads "pending" only before the first try', () => {
    expect(deliveryView('pending', 0)).toBe('queued');
    expect(deliveryView('pending', 7)).toBe('retrying');
    expect(deliveryView('failed', 8)).toBe('gave-up');
    expect(deliveryView('sent', 2)).toBe('sent');
  });
});

describe('webhookResultPath', () => {
  it('goes back to the endpoint’s card, keeping only a well-formed delivery id', () => {
    expect(webhookResultPath('de', 4, 'test-sent', '0b9c1f9e-3d9a-4a8e-9d7e-1c2b3a4d5e6f')).toBe(
      '/de/team/webhooks?result=test-sent&webhook=4&delivery=0b9c1f9e-3d9a-4a8e-9d7e-1c2b3a4d5e6f#webhook-4',
    );
    expect(webhookResultPath('en', 4, 'retry-gone', 'x"><script>')).toBe('/en/team/webhooks?result=retry-gone&webhook=4#webhook-4');
  });
});
