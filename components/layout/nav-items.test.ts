import { describe, expect, it } from 'vitest';
import { isActive } from './nav-items';

describe('isActive', () => {
  it('matches home only exactly', () => {
    expect(isActive('/en', '/en', true)).toBe(true);
    expect(isActive('/en/', '/en', true)).toBe(true);
    expect(isActive('/en/about', '/en', true)).toBe(false);
  });

  it('matches other links for their whole sub-tree, not for look-alike prefixes', () => {
    expect(isActive('/en/services', '/en/services', false)).toBe(true);
    expect(isActive('/en/services/seo', '/en/services', false)).toBe(true);
    expect(isActive('/en/services-old', '/en/services', false)).toBe(false);
  });
});
