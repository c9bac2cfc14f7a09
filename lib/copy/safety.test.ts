import { describe, expect, it } from 'vitest';
import { locales } from '@/i18n/routing';
import { catalogueText, siteCatalogue } from '@/lib/copy/catalogue';
import { checkCopyText } from '@/lib/copy/safety';

// Real catalogue texts with arguments, plurals and tags: what the inline editor sends back.

const text = (key: string, locale: 'en' | 'de' | 'fr' | 'nl' = 'en') => {
  const value = catalogueText(locale, key);
  if (value === undefined) throw new Error(`no ${locale} text for ${key}`);
  return value;
};

describe('checkCopyText', () => {
  it('accepts every catalogue text as its own replacement, in every language', () => {
    for (const locale of locales) {
      const refused = siteCatalogue.keys().filter((key) => checkCopyText(text(key, locale), text(key, locale)) !== null);
      expect(refused, locale).toEqual([]);
    }
  });

  it('accepts new wording that keeps the arguments, in any order and language', () => {
    const success = text('DownloadApi.success');
    expect(success).toContain('{firstName}');
    expect(checkCopyText(success, 'We sent the link to {email} – enjoy the read, {firstName}!')).toBeNull();
    expect(checkCopyText(text('Team.signIn.rateLimited', 'de'), 'Bitte {minutes, plural, one {# Minute} other {# Minuten}} warten.')).toBeNull();
    expect(checkCopyText(text('Team.lead.title'), '#{id}: {kind}')).toBeNull();
  });

  it('trims, and refuses an empty or overlong text', () => {
    expect(checkCopyText(text('HomePage.hero.title'), '   ')).toEqual({ code: 'empty' });
    expect(checkCopyText(text('HomePage.hero.title'), `  ${'a'.repeat(2000)}  `)).toBeNull();
    expect(checkCopyText(text('HomePage.hero.title'), 'a'.repeat(2001))).toEqual({ code: 'too-long' });
    // Characters, not UTF-16 units: 2,000 emoji fit.
    expect(checkCopyText(text('HomePage.hero.title'), '🚀'.repeat(2000))).toBeNull();
  });

  it('refuses control characters (PostgreSQL cannot store NUL) but keeps line breaks', () => {
    expect(checkCopyText(text('HomePage.hero.title'), 'Grow\u0000 faster')).toEqual({ code: 'characters' });
    expect(checkCopyText(text('HomePage.hero.title'), 'Grow\u001b[31m faster')).toEqual({ code: 'characters' });
    expect(checkCopyText(text('HomePage.hero.title'), 'Grow\nfaster')).toBeNull();
  });

  it('refuses a text that drops, adds, renames or repeats an argument', () => {
    const success = text('DownloadApi.success');
    expect(success).toMatch(/\{firstName\}.*\{email\}/);
    expect(checkCopyText(success, 'Thank you, {firstName}! Your white paper is ready to download.')).toEqual({ code: 'placeholders' });
    expect(checkCopyText(success, 'Thanks {firstName}: sent to {email} on {date}.')).toEqual({ code: 'placeholders' });
    expect(checkCopyText(success, 'Thanks {name}: sent to {email}.')).toEqual({ code: 'placeholders' });
    expect(checkCopyText(success, 'Thanks {firstName}, {firstName}: sent to {email}.')).toEqual({ code: 'placeholders' });
    expect(checkCopyText(success, 'Thanks, {firstName}: the link went to {email}.')).toBeNull();
    expect(checkCopyText(text('HomePage.hero.title'), 'Hello {firstName}')).toEqual({ code: 'placeholders' });
  });

  it('reads plurals as the renderer does: the argument, its format and the arguments inside', () => {
    const attempts = text('Team.lead.attempts');
    expect(attempts).toBe('{count, plural, one {# attempt} other {# attempts}}');
    expect(checkCopyText(attempts, '{count, plural, =0 {no attempt yet} one {one attempt} other {# attempts}}')).toBeNull();
    // The same name without its format, or as a select, is another argument.
    expect(checkCopyText(attempts, '{count} attempts')).toEqual({ code: 'placeholders' });
    expect(checkCopyText(attempts, '{count, select, one {# attempt} other {# attempts}}')).toEqual({ code: 'placeholders' });
    expect(checkCopyText(attempts, '{count, plural, one {# attempt} other {# attempts by {user}}}')).toEqual({ code: 'placeholders' });
    // Broken ICU the page could not render.
    expect(checkCopyText(attempts, '{count, plural, one {# attempt}}')).toEqual({ code: 'placeholders' });
    expect(checkCopyText(attempts, '{count, plural, one # attempt other # attempts}')).toEqual({ code: 'placeholders' });
    expect(checkCopyText(attempts, '{count, plural, one {# attempt} other {# attempts}')).toEqual({ code: 'placeholders' });
    const summary = text('Team.requests.summary', 'fr');
    expect(checkCopyText(summary, summary.replace('{email}', '{email} ({email})'))).toEqual({ code: 'placeholders' });
  });

  it('treats quoted braces as text, as ICU does', () => {
    const greeting = text('VisitorMail.greeting');
    expect(greeting).toBe('Hello {firstName},');
    expect(checkCopyText(greeting, "Hi '{'{firstName}'}',")).toBeNull();
    expect(checkCopyText(greeting, "Hi '{firstName}',")).toEqual({ code: 'placeholders' });
    expect(checkCopyText(text('HomePage.hero.title'), "Braces '{like this}' are fine")).toBeNull();
  });

  it('refuses a text whose rich-text tags differ from the catalogue text', () => {
    const note = text('ContactForm.privacyNote');
    expect(note).toContain('<link>privacy policy</link>');
    expect(checkCopyText(note, 'See our <link>privacy policy</link> for how we answer.')).toBeNull();
    expect(checkCopyText(note, 'See our privacy policy.')).toEqual({ code: 'tags' });
    expect(checkCopyText(note, 'See <link>this</link> and <link>that</link>.')).toEqual({ code: 'tags' });
    expect(checkCopyText(note, 'See our <strong>privacy policy</strong>.')).toEqual({ code: 'tags' });
    expect(checkCopyText(note, 'See our <link>privacy policy.')).toEqual({ code: 'tags' });
    expect(checkCopyText(note, 'See our privacy policy</link>.')).toEqual({ code: 'tags' });
    const cookie = text('PrivacyPage.sections.cookies.list.language.text', 'nl');
    expect(cookie.match(/<code>/g)).toHaveLength(3);
    expect(checkCopyText(cookie, cookie.replace('<code>i18nextLng</code>', 'i18nextLng'))).toEqual({ code: 'tags' });
  });

  it('refuses markup the catalogue text does not have, as a tag or as quoted text', () => {
    const title = text('HomePage.hero.title');
    expect(checkCopyText(title, 'Grow <script>alert(1)</script>')).toEqual({ code: 'tags' });
    expect(checkCopyText(title, 'Grow <img src=x onerror=alert(1)>')).toEqual({ code: 'tags' });
    expect(checkCopyText(title, 'Grow <a href="https://evil.example">here</a>')).toEqual({ code: 'tags' });
    expect(checkCopyText(title, 'Line<br/>break')).toEqual({ code: 'tags' });
    expect(checkCopyText(title, "Grow '<script>' faster")).toEqual({ code: 'tags' });
    expect(checkCopyText(title, 'Grow <b>faster')).toEqual({ code: 'tags' });
    // A "<" that starts no tag is text.
    expect(checkCopyText(title, 'Costs < 5 € and we <3 it')).toBeNull();
  });
});
