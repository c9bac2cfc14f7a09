import { describe, expect, it } from 'vitest';
import { formLocale, safeNext, teamPath } from '@/lib/team/paths';

describe('team paths', () => {
  it('builds team URLs with their query', () => {
    expect(teamPath('de')).toBe('/de/team/leads');
    expect(teamPath('fr', '/sign-in', { next: '/fr/team/audit', error: 'expired' })).toBe('/fr/team/sign-in?next=%2Ffr%2Fteam%2Faudit&error=expired');
    expect(teamPath('nl', '/leads', new URLSearchParams())).toBe('/nl/team/leads');
  });

  it('sends a member back only to a team page of ours after signing in', () => {
    expect(safeNext('/en/team/leads?kind=contact&status=new', 'en')).toBe('/en/team/leads?kind=contact&status=new');
    expect(safeNext('/de/team/leads/contact/12', 'en')).toBe('/de/team/leads/contact/12');
    // The texts page's `back`: the team area in German, the Dutch texts shown.
    expect(safeNext(teamPath('de', '/copy', { lang: 'nl' }), 'en')).toBe('/de/team/copy?lang=nl');
    for (const hostile of [
      '//evil.example/en/team/leads',
      '/\\evil.example',
      'https://evil.example/en/team/leads',
      '/en/about',
      '/en/team/../../evil',
      '/en/team/leads#x',
      '/xx/team/leads',
      '/en/team/sign-in?next=//evil.example',
      '',
      null,
      undefined,
    ]) {
      expect(safeNext(hostile, 'nl'), String(hostile)).toBe('/nl/team');
    }
  });

  it("takes a form's language only when it is one of the four", () => {
    expect(formLocale(new URLSearchParams('locale=fr'))).toBe('fr');
    expect(formLocale(new URLSearchParams('locale=xx'))).toBe('en');
    expect(formLocale(new URLSearchParams())).toBe('en');
  });
});
