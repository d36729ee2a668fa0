import { describe, expect, it } from 'vitest';
import { isWebLink } from '../../src/api/contract/links.ts';

describe('links other people open (practice records)', () => {
  it.each([
    ['', true],
    ['https://live.example.com/room/1', true],
    ['http://a.example', true],
    ['/shopHome?id=1', true],
    ['javascript:alert(1)', false],
    ['JaVaScRiPt:alert(1)', false],
    [' javascript:alert(1)', false],
    ['data:text/html,<script>alert(1)</script>', false],
    ['vbscript:msgbox(1)', false],
    ['//evil.example/x', false],
    ['/\\evil.example', false],
    ['https://', false],
    ['ftp://files.example/a', false],
    ['www.example.com', false],
  ])('%j → %s', (value, ok) => {
    expect(isWebLink(value)).toBe(ok);
  });
});
