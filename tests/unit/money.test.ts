import { describe, expect, it } from 'vitest';
import { fenToYuan, minus, money, yuanToFen } from '../../src/api/contract/money.ts';

describe('money in fen shown as ¥0.00', () => {
  it('formats fen with two decimals', () => {
    expect(money(0)).toBe('¥0.00');
    expect(money(1)).toBe('¥0.01');
    expect(money(1200)).toBe('¥12.00');
    expect(money(123456789)).toBe('¥1234567.89');
    expect(money(-500)).toBe('-¥5.00');
    expect(fenToYuan(99.6)).toBe('1.00');
    expect(fenToYuan(Number.NaN)).toBe('0.00');
  });
  it('discount lines read -¥', () => {
    expect(minus(500)).toBe('-¥5.00');
    expect(minus(0)).toBe('¥0.00');
  });
  it('parses yuan input to fen, refusing bad input', () => {
    expect(yuanToFen('12')).toBe(1200);
    expect(yuanToFen('12.3')).toBe(1230);
    expect(yuanToFen(' 0.05 ')).toBe(5);
    expect(yuanToFen('12.345')).toBeNull();
    expect(yuanToFen('-1')).toBeNull();
    expect(yuanToFen('abc')).toBeNull();
  });
});
