import { describe, expect, it, vi } from 'vitest';
import { TeamError, withErrorCode } from '@/lib/team/team-error';
import { teamRoute } from '@/lib/team/team-route';

vi.mock('server-only', () => ({}));

// One way to fail: whatever a team route throws, the wrapper answers by one rule.

const URL_ = 'https://granite.test/api/team/example';
const get = (accept?: string) => new Request(URL_, { headers: accept ? { accept } : {} });
const throwing = (error: unknown) => teamRoute(async () => Promise.reject(error), { permission: 'anyone' });

describe('TeamError through teamRoute', () => {
  it('sends a form back to its page with ?error=, keeping the page query, whatever the client accepts', async () => {
    for (const accept of [undefined, 'text/html']) {
      const response = await throwing(new TeamError(422, 'confirm', { back: '/de/team/requests?email=ada%40example.com' }))(get(accept));
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/de/team/requests?email=ada%40example.com&error=confirm');
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('answers a script that asks for JSON with JSON even when the form has a page to go back to', async () => {
    const error = new TeamError(409, 'conflict', { back: '/en/team/leads/contact/1?conflict=7', body: { location: '/en/team/leads/contact/1?conflict=7' } });
    const response = await throwing(error)(get('application/json'));
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: 'conflict', location: '/en/team/leads/contact/1?conflict=7' });
  });

  it("carries a validation's issues next to the code, which the body cannot overwrite", async () => {
    const issues = [{ field: 'title', message: 'Too long' }];
    const response = await throwing(new TeamError(400, 'invalid-request', { body: { issues, error: 'other' } }))(get());
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'invalid-request', issues });
  });

  it('answers scripts with JSON { error } and the status', async () => {
    const response = await throwing(new TeamError(409, 'last-owner', { headers: { 'Retry-After': '5' } }))(get('application/json'));
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: 'last-owner' });
    expect(response.headers.get('retry-after')).toBe('5');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('gives a browser the page of a refusal that has one, in the language of the team page it came from', async () => {
    const request = new Request(URL_, { headers: { accept: 'text/html', referer: 'https://granite.test/fr/team/leads' } });
    const response = await throwing(new TeamError(403, 'forbidden'))(request);
    expect(response.status).toBe(403);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('href="/fr/team"');
  });

  it('answers a browser with JSON for a code without a page', async () => {
    const response = await throwing(new TeamError(404, 'not-found'))(get('text/html'));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'not-found' });
  });

  it("turns the wrapper's own refusal into the same answers: no session is a page for a browser, JSON for a script", async () => {
    const route = teamRoute(async () => new Response('secret'), { permission: 'leads.read' });
    const page = await route(get('text/html'));
    expect(page.status).toBe(401);
    expect(page.headers.get('www-authenticate')).toBe('Cookie');
    expect(await page.text()).toContain('/en/team/sign-in?error=expired');
    const json = await route(get());
    expect(json.status).toBe(401);
    expect(json.headers.get('www-authenticate')).toBe('Cookie');
    expect(await json.json()).toEqual({ error: 'unauthorized' });
  });

  it('logs anything else and answers 500 without detail', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await throwing(new Error('password=hunter2 leaked'))(get());
    expect(response.status).toBe(500);
    expect(await response.text()).toBe('{"error":"internal-error"}');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('team route failed'));
    error.mockRestore();
  });

  it('adds the code to a page with or without a query', () => {
    expect(withErrorCode('/en/team/members', 'confirm')).toBe('/en/team/members?error=confirm');
    expect(withErrorCode('/en/team/members?error=old&x=1', 'confirm')).toBe('/en/team/members?error=confirm&x=1');
  });
});
