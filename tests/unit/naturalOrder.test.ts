import { describe, expect, it } from 'vitest';
import { byLabel, naturalSort } from '../../src/api/contract/naturalOrder.ts';

describe('natural order (class pickers)', () => {
  it('compares numbers as numbers: 第1期 before 第2期 before 第12期', () => {
    const names = ['2026年第12期SYB创业培训班', '2026年第2期直播电商创业培训班', '2027年第1期SYB创业培训班', '2026年第1期电子商务培训班（西湖）'];
    expect(naturalSort(names, (n) => n)).toEqual([
      '2026年第1期电子商务培训班（西湖）',
      '2026年第2期直播电商创业培训班',
      '2026年第12期SYB创业培训班',
      '2027年第1期SYB创业培训班',
    ]);
  });

  it('sorts options by their label and leaves the list it was given as it was', () => {
    const options = [
      { value: 2, label: '第10天' },
      { value: 1, label: '第9天' },
    ];
    expect(byLabel(options).map((o) => o.value)).toEqual([1, 2]);
    expect(options.map((o) => o.value)).toEqual([2, 1]);
  });
});
