import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
// What a server component sees of the request: the same Cookie header as the route below.
const pageHeaders = { current: new Headers() };
vi.mock('next/headers', () => ({ headers: async () => pageHeaders.current, cookies: async () => ({ get: () => undefined }) }));
const { isHttps, readTeamForm, seeOther, serializeCookie } = await import('@/lib/team/guard');
const { cookieFromHeader } = await import('@/lib/cookie-header');
const { pageSessionToken, sessionTokenOf } = await import('@/lib/team/session-cookie');
const { sessionCookie, clearedSessionCookie } = await import('@/lib/team/sessions');

const post = (body: BodyInit, type = 'application/x-www-form-urlencoded') =>
  new Request('http://127.0.0.1/api/team/sign-in', { method: 'POST', headers: { 'content-type': type }, body });

describe('team route helpers', () => {
  it('reads a plain HTML form, and nothing else', async () => {
    expect((await readTeamForm(post('username=ada&password=a%26b')))?.get('password')).toBe('a&b');
    expect(await readTeamForm(post('{"username":"ada"}', 'application/json'))).toBeUndefined();
    expect(await readTeamForm(post('x=1', 'multipart/form-data; boundary=x'))).toBeUndefined();
  });

  it('stops reading a form past 32 KB (the sign-in route reads it before anyone is signed in)', async () => {
    expect(await readTeamForm(post(`note=${'a'.repeat(32 * 1024)}`))).toBeUndefined();
    expect((await readTeamForm(post(`note=${'a'.repeat(30 * 1024)}`)))?.get('note')).toHaveLength(30 * 1024);
  });

  it('writes the session cookie httpOnly and SameSite=Lax, Secure only over HTTPS', () => {
    const token = 'A'.repeat(43);
    expect(serializeCookie(sessionCookie(token, true))).toBe(`granite_team=${token}; Path=/; Max-Age=2592000; HttpOnly; SameSite=Lax; Secure`);
    expect(serializeCookie(sessionCookie(token, false))).not.toContain('Secure');
    expect(serializeCookie(clearedSessionCookie(false))).toBe('granite_team=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax');
  });

  it('takes a request as HTTPS when it came so, directly or as our proxy says', () => {
    expect(isHttps(new Request('https://www.example.com/api/team/sign-in'))).toBe(true);
    expect(isHttps(new Request('http://127.0.0.1/api/team/sign-in', { headers: { 'x-forwarded-proto': 'https, http' } }))).toBe(true);
    expect(isHttps(new Request('http://127.0.0.1/api/team/sign-in', { headers: { 'x-forwarded-proto': 'http' } }))).toBe(false);
    expect(isHttps(new Request('http://127.0.0.1/api/team/sign-in'))).toBe(false);
  });

  it('finds a cookie by its exact name and redirects with a relative Location', () => {
    const header = 'other_granite_team=1; granite_team=abc=; x=y';
    expect(cookieFromHeader(header, 'granite_team')).toBe('abc=');
    expect(cookieFromHeader(header, 'missing')).toBeUndefined();
    expect(cookieFromHeader('flag; granite_team = t1 ;', 'granite_team')).toBe('t1');
    const response = seeOther('/en/team/leads?saved=1');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/en/team/leads?saved=1');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it.each([
    ['granite_team=first; granite_team=second', 'first'],
    ['granite_team=; granite_team=second', undefined],
    ['lang=de;granite_team=only', 'only'],
    ['', undefined],
  ])('pages and routes read the same session from %j', async (cookie, token) => {
    pageHeaders.current = new Headers({ cookie });
    const request = new Request('http://127.0.0.1/api/team/leads/export', { headers: { cookie } });
    expect(sessionTokenOf(request)).toBe(token);
    expect(await pageSessionToken()).toBe(token);
  });
});
