import { describe, expect, it } from 'vitest';
import { PREFIX, rolePrefix, roleTrainPrefix, sysMsgPrefix } from '../../src/api/contract/prefixes.ts';
import { ALL_ROLES, PREFIX_ROLE, ROLE_PREFIX } from '../../src/api/contract/roles.ts';

describe('call prefixes (spec §7)', () => {
  it('has every fixed prefix exactly', () => {
    expect(Object.values(PREFIX).sort()).toEqual(
      [
        '/v1/wangchuang/student/train/',
        '/v2/wangchuang/student/train/',
        '/v1/wangchuang/student/',
        '/v1/wangchuang/video/',
        '/v2/wangchuang/',
        '/v1/wangchuang/common/',
        '/v2/wangchuang/common/',
        '/v1/wangchuang/admin/common/',
        '/v1/wangchuang/',
      ].sort(),
    );
  });

  it.each([
    [1, '/v1/wangchuang/admin/', '/v2/wangchuang/admin/'],
    [2, '/v1/wangchuang/province/', '/v2/wangchuang/province/'],
    [3, '/v1/wangchuang/city/', '/v2/wangchuang/city/'],
    [4, '/v1/wangchuang/institution/', '/v2/wangchuang/institution/'],
    [5, '/v1/wangchuang/teacher/', '/v2/wangchuang/teacher/'],
    [20, '/v1/wangchuang/area/', '/v2/wangchuang/area/'],
  ] as const)('role %i uses %s (and %s on v2)', (role, v1, v2) => {
    expect(rolePrefix(role)).toBe(v1);
    expect(rolePrefix(role, 2)).toBe(v2);
    expect(roleTrainPrefix(role)).toBe(`${v1}train/`);
  });

  it.each([
    [6, '/v1/wangchuang/student/'],
    [5, '/v1/wangchuang/teacher/'],
    [1, '/v1/wangchuang/admin/train/'],
    [2, '/v1/wangchuang/province/train/'],
    [3, '/v1/wangchuang/city/train/'],
    [4, '/v1/wangchuang/institution/train/'],
    [20, '/v1/wangchuang/area/train/'],
  ] as const)('unread notices of role %i are asked at %s', (role, prefix) => {
    expect(sysMsgPrefix(role)).toBe(prefix);
  });

  it('the server owner table is the inverse of the role prefix table (learners aside)', () => {
    for (const role of ALL_ROLES.filter((r) => r !== 6)) expect(PREFIX_ROLE[ROLE_PREFIX[role].replace('/', '')]).toBe(role);
    expect(Object.keys(PREFIX_ROLE)).toHaveLength(6);
  });
});
