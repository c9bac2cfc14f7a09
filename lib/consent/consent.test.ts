import { describe, expect, it, vi } from 'vitest';
import { consentTextFor, consentVersion, type ConsentWording } from '@/lib/consent/consent-text';
import { signConfirmToken, signUnsubscribeToken, verifyConfirmToken, verifyUnsubscribeToken } from '@/lib/consent/consent-token';
import en from '@/messages/en.json';

vi.mock('server-only', () => ({}));

const SECRET = 'consent-test-secret-0123456789abcdefghijkl';
const ID = '3f2b8c1e-9a4d-4e7f-8b6a-0c1d2e3f4a5b';

describe('consent wording versions', () => {
  const wording: ConsentWording = { locale: 'en', marketingLabel: 'Yes, mail me', privacyLabel: 'I agree', privacyNote: 'See <link>policy</link>.' };

  it('is the same for the same wording, and new for any change to any of the three texts or the language', () => {
    const version = consentVersion(wording);
    expect(version).toMatch(/^[0-9a-f]{64}$/);
    expect(consentVersion({ ...wording })).toBe(version);
    const changed = [
      { ...wording, marketingLabel: 'Yes, mail me!' },
      { ...wording, privacyLabel: 'I agree.' },
      { ...wording, privacyNote: 'See <link>privacy policy</link>.' },
      { ...wording, locale: 'de' as const },
      // No two texts can be shifted into each other to give the same version.
      { ...wording, marketingLabel: 'Yes, mail meI agree', privacyLabel: '' },
    ];
    expect(new Set(changed.map(consentVersion)).size).toBe(changed.length);
    expect(changed.map(consentVersion)).not.toContain(version);
  });

  it('reads exactly the texts the form shows, one version per language', async () => {
    const shown = await consentTextFor('en');
    expect(shown).toMatchObject({
      locale: 'en',
      marketingLabel: en.DownloadForm.agreeMarketing,
      privacyLabel: en.DownloadForm.agreePrivacy,
      privacyNote: en.DownloadForm.privacyNote,
    });
    expect(shown.version).toBe(consentVersion(shown));
    const versions = await Promise.all((['en', 'de', 'fr', 'nl'] as const).map(async (locale) => (await consentTextFor(locale)).version));
    expect(new Set(versions).size).toBe(4);
  });
});

describe('marketing link tokens', () => {
  const expiresAt = new Date('2026-12-01T10:00:00.000Z');

  it('confirm: names the row and the request (its expiry), signed', () => {
    const token = signConfirmToken(ID, expiresAt, SECRET);
    expect(verifyConfirmToken(token, SECRET)).toEqual({ consentId: ID, expiresAt });
    expect(token).not.toMatch(/@/);
  });

  it('confirm: refuses another secret, an edited expiry or id, and unsubscribe tokens', () => {
    const token = signConfirmToken(ID, expiresAt, SECRET);
    const [kid, id, expires, sig] = token.split('.') as [string, string, string, string];
    expect(verifyConfirmToken(token, `${SECRET}x`)).toBeUndefined();
    expect(verifyConfirmToken(`${kid}.${id}.${(parseInt(expires, 36) + 1).toString(36)}.${sig}`, SECRET)).toBeUndefined();
    expect(verifyConfirmToken(`${kid}.${id.replace(/^3/, '4')}.${expires}.${sig}`, SECRET)).toBeUndefined();
    // Canonical expiry only: a leading zero names the same time but is not what we signed.
    expect(verifyConfirmToken(`${kid}.${id}.0${expires}.${sig}`, SECRET)).toBeUndefined();
    // Without its key id the token is not one of ours.
    expect(verifyConfirmToken(`${id}.${expires}.${sig}`, SECRET)).toBeUndefined();
    expect(verifyConfirmToken(signUnsubscribeToken(ID, SECRET), SECRET)).toBeUndefined();
    expect(verifyConfirmToken('', SECRET)).toBeUndefined();
    expect(verifyConfirmToken(`${token}.`, SECRET)).toBeUndefined();
  });

  it('unsubscribe: never expires, and is not a confirm token', () => {
    const token = signUnsubscribeToken(ID, SECRET);
    expect(verifyUnsubscribeToken(token, SECRET)).toEqual({ consentId: ID });
    expect(verifyUnsubscribeToken(token, `${SECRET}x`)).toBeUndefined();
    expect(verifyUnsubscribeToken(`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, SECRET)).toBeUndefined();
    const confirm = signConfirmToken(ID, expiresAt, SECRET);
    expect(verifyUnsubscribeToken(confirm, SECRET)).toBeUndefined();
    // Same id, other label: the confirm signature does not unsubscribe.
    const [kid, , , confirmSig] = confirm.split('.');
    expect(verifyUnsubscribeToken(`${kid}.${ID}.${confirmSig}`, SECRET)).toBeUndefined();
  });

  it('keeps working across a rotation of the secret while the previous one is configured', () => {
    const NEW_SECRET = `${SECRET}-rotated`;
    const confirm = signConfirmToken(ID, expiresAt, SECRET);
    const unsubscribe = signUnsubscribeToken(ID, SECRET);
    expect(verifyConfirmToken(confirm, NEW_SECRET, SECRET)).toEqual({ consentId: ID, expiresAt });
    expect(verifyUnsubscribeToken(unsubscribe, NEW_SECRET, SECRET)).toEqual({ consentId: ID });
    // After the grace period (previous secret removed) the old key id is unknown.
    expect(verifyConfirmToken(confirm, NEW_SECRET)).toBeUndefined();
    expect(verifyUnsubscribeToken(unsubscribe, NEW_SECRET)).toBeUndefined();
    // A token signed with the new secret names the new key.
    expect(signUnsubscribeToken(ID, NEW_SECRET).split('.')[0]).not.toBe(unsubscribe.split('.')[0]);
  });
});
