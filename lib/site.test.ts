import { describe, expect, it } from 'vitest';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';
import { copyrightYear } from '@/lib/site';

describe('the footer’s copyright year', () => {
  it('is the year of the render in the agency’s zone, across New Year', () => {
    expect(copyrightYear(new Date('2026-12-31T23:59:59Z'))).toBe('2026');
    expect(copyrightYear(new Date('2027-01-01T00:00:01Z'))).toBe('2027');
    // Summer time: still the London calendar year.
    expect(copyrightYear(new Date('2027-06-30T23:30:00Z'))).toBe('2027');
  });

  it('is an argument of the text in every language, never typed', () => {
    for (const catalogue of [en, de, fr, nl]) {
      expect(catalogue.Footer.copyright).toContain('© {year} ');
      expect(catalogue.Footer.copyright).not.toMatch(/\d/);
    }
  });
});
