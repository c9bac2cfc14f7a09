import { describe, expect, it } from 'vitest';
import { countParam, idParam, searchParamsOf } from '@/lib/team/search-params';

describe('team query parameters', () => {
  it('takes the first of a repeated name', () => {
    expect(searchParamsOf({ a: ['1', '2'], b: 'x', c: undefined }).toString()).toBe('a=1&b=x');
  });

  it.each(['1e400', 'Infinity', 'NaN', '-1', '0', '1.5', '0x10', ' 7', '2147483648', '9'.repeat(400), '', null, undefined])('refuses %j as an id', (value) => {
    expect(idParam(value)).toBeUndefined();
  });

  it('reads ids and counts written as plain digits', () => {
    expect(idParam('1')).toBe(1);
    expect(idParam('2147483647')).toBe(2_147_483_647);
    expect(countParam('0')).toBe(0);
    expect(countParam('120', 86_400)).toBe(120);
    expect(countParam('86401', 86_400)).toBeUndefined();
    expect(countParam('1e400')).toBeUndefined();
    expect(countParam('-5')).toBeUndefined();
  });
});
