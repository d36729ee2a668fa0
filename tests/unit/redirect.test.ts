import { describe, expect, it } from 'vitest';
import { afterLoginTarget, safeRedirect } from '../../src/features/auth/redirect.ts';

describe('safeRedirect (no open redirect)', () => {
  it.each([
    ['/manage/classList?tab=2', '/manage/classList?tab=2'],
    ['/cultivate/learningtasks', '/cultivate/learningtasks'],
    ['//evil.example/x', null],
    ['/\\evil.example', null],
    ['https://evil.example/', null],
    ['javascript:alert(1)', null],
    ['manage/borad', null],
    ['/login?redirect=/x', null],
    ['/loginWLH', null],
    ['', null],
    [null, null],
  ])('%j → %j', (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });

  it('after sign-in: /register wins, then a safe redirect, then the landing path', () => {
    expect(afterLoginTarget('/register', '/manage/borad')).toBe('/register');
    expect(afterLoginTarget('/manage/classList', '/manage/classList?tab=2')).toBe('/manage/classList?tab=2');
    expect(afterLoginTarget('/manage/classList', '//evil.example/x')).toBe('/manage/classList');
    expect(afterLoginTarget('/', null)).toBe('/');
  });
});
