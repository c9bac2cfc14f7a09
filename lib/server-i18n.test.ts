import { describe, expect, it, vi } from 'vitest';
import { requestLocale, serverTranslator } from '@/lib/server-i18n';

vi.mock('server-only', () => ({}));

const request = (headers: Record<string, string>) => new Request('https://granite.test/submit', { headers });

describe('requestLocale', () => {
  it.each([
    [{ cookie: 'NEXT_LOCALE=nl; i18next=de', 'accept-language': 'fr' }, 'nl'],
    [{ cookie: 'theme=dark; i18next=de', 'accept-language': 'fr' }, 'de'],
    [{ cookie: 'NEXT_LOCALE=de-DE; i18next=FR', 'accept-language': 'fr-CA,fr;q=0.9' }, 'fr'],
    [{ cookie: 'i18next="><script>', 'accept-language': 'es;q=1, nl;q=0.4' }, 'nl'],
    [{ 'accept-language': 'ja' }, 'en'],
    [{}, 'en'],
  ])('reads %o as %s', (headers, locale) => {
    expect(requestLocale(request(headers))).toBe(locale);
  });
});

describe('serverTranslator', () => {
  it('formats messages from the catalogue of the given language', async () => {
    const t = await serverTranslator('fr', 'VisitorMail');
    expect(t('greeting', { firstName: 'Léa' })).toBe('Bonjour Léa,');
  });
});
