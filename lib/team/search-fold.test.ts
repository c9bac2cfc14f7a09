import { describe, expect, it } from 'vitest';
import { mailErrorKind } from '@/lib/outbox/error-kind';
import { fold, highlight } from '@/lib/team/search-fold';

describe('search folding and highlighting', () => {
  it('folds accents and case the way the database does', () => {
    expect(fold('Öztürk')).toBe('ozturk');
    expect(fold('Großmann & Søn')).toBe('grossmann & son');
    expect(fold('ÇAĞLAR Łukasz Æsir')).toBe('caglar lukasz aesir');
  });

  it('marks each word where it was found, in the original letters', () => {
    expect(highlight('Ayşe Öztürk', ['ozt', 'AYSE'])).toEqual([
      { text: 'Ayşe', match: true },
      { text: ' ', match: false },
      { text: 'Özt', match: true },
      { text: 'ürk', match: false },
    ]);
    // ß folds to two letters: a search for "ss" marks the one character.
    expect(highlight('Straße', ['ss'])).toEqual([
      { text: 'Stra', match: false },
      { text: 'ß', match: true },
      { text: 'e', match: false },
    ]);
    expect(highlight('Nothing here', [])).toEqual([{ text: 'Nothing here', match: false }]);
    expect(highlight('Nothing here', ['zzz'])).toEqual([{ text: 'Nothing here', match: false }]);
  });
});

describe('mail error kinds', () => {
  it("names the cause of a failed try from the transport's words", () => {
    expect(mailErrorKind('no answer within 3000 ms')).toBe('timeout');
    expect(mailErrorKind('422 validation_error: The to address is invalid')).toBe('rejected');
    expect(mailErrorKind('429 rate_limit_exceeded: Too many requests')).toBe('rate-limited');
    expect(mailErrorKind('401 missing_api_key: Missing API key')).toBe('auth');
    expect(mailErrorKind('503 internal_server_error: Service unavailable')).toBe('provider');
    expect(mailErrorKind('network error: fetch failed')).toBe('network');
    expect(mailErrorKind('TypeError: something odd')).toBe('unknown');
  });
});
