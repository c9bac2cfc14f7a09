import { describe, expect, it, vi } from 'vitest';
import { locales } from '@/i18n/locales';
import { replyDraft, replyDrafts, replyLink } from '@/lib/team/reply';

vi.mock('server-only', () => ({}));

const lead = {
  kind: 'contact' as const,
  firstName: 'Ayşe',
  lastName: 'Öztürk',
  email: 'ayse@beispiel.de',
  locale: 'de',
  createdAt: new Date('2026-11-26T10:00:00Z'),
  message: 'Wir brauchen eine neue Website.\nBitte rufen Sie uns an.',
};

describe('reply templates', () => {
  it('greet formally in German: the full name with "Guten Tag", Sie throughout, never du', async () => {
    const { subject, body } = await replyDraft(lead, 'de', 'ada');
    expect(subject).toBe('Ihre Anfrage an Granite Digital');
    const [greeting, next] = body.split('\n');
    expect(greeting).toBe('Guten Tag Ayşe Öztürk,');
    // After a greeting ending in a comma German goes on in lower case, formally.
    expect(next).toBe('vielen Dank für Ihre Anfrage.');
    expect(body).not.toMatch(/\b(du|dich|dir|dein\w*|Hallo|Hi)\b/i);
    const download = await replyDraft({ ...lead, kind: 'download', message: null }, 'de', 'ada');
    expect(download.body.split('\n')[1]).toMatch(/^vielen Dank, dass Sie /);
  });

  it('use vous in French, je in Dutch, and sign with the member and the agency', async () => {
    const fr = await replyDraft(lead, 'fr', 'ada');
    expect(fr.body.startsWith('Bonjour Ayşe Öztürk,\nMerci pour votre demande.')).toBe(true);
    expect(fr.body).not.toMatch(/\b(tu|toi|ton|ta|tes)\b/i);
    const nl = await replyDraft(lead, 'nl', 'ada');
    expect(nl.body.startsWith('Beste Ayşe Öztürk,\nBedankt voor je aanvraag.')).toBe(true);
    expect(nl.body).not.toMatch(/\b(u|uw)\b/i);
    for (const draft of [fr, nl]) expect(draft.body).toMatch(/\nada\nGranite Digital(\n|$)/);
  });

  it('quote the enquiry under the signature, one "> " per line, and offer all four languages', async () => {
    const drafts = await replyDrafts(lead, 'ada');
    expect(Object.keys(drafts)).toEqual([...locales]);
    for (const locale of locales) {
      expect(drafts[locale].body).toContain('\n> Wir brauchen eine neue Website.\n> Bitte rufen Sie uns an.');
      expect(drafts[locale].body.indexOf('Granite Digital')).toBeLessThan(drafts[locale].body.indexOf('> Wir'));
    }
    expect(drafts.en.body).toContain('On 26 November 2026 you wrote:');
  });

  it('open a mail program with the same template, CRLF line ends, percent-encoded', async () => {
    const url = new URL(await replyLink(lead, 'en', 'ada'));
    expect(url.protocol).toBe('mailto:');
    expect(url.href).not.toContain('+');
    const body = decodeURIComponent(url.href.split('body=')[1]!);
    expect(body.startsWith('Guten Tag Ayşe Öztürk,\r\nvielen Dank')).toBe(true);
    // The visitor's language, else the team area's.
    const noLanguage = new URL(await replyLink({ ...lead, locale: null }, 'fr'));
    expect(decodeURIComponent(noLanguage.href.split('body=')[1]!)).toMatch(/^Bonjour /);
  });
});
