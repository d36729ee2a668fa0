import { PREFIX_ROLE } from '../../src/api/contract/roles.ts';

/**
 * A path segment that is one of the given role prefixes, as a Hono regex param. The alternatives
 * are grouped on purpose: Hono anchors a param's pattern only at its start (`^admin|area` would
 * also take `adminx/…`, which roleGuard does not know and so would not guard).
 */
const roleSegment = (prefixes: readonly string[]) => `:rolePrefix{(?:${prefixes.join('|')})}`;
/** The back-office role prefixes of spec §6: admin, province, city, institution, teacher, area. */
export const BACK_OFFICE = roleSegment(Object.keys(PREFIX_ROLE));
/** Roles that read notices under {role}/train/ (spec §7, sysMsgPrefix): all but teachers and learners. */
export const TRAIN_READERS = roleSegment(Object.keys(PREFIX_ROLE).filter((p) => p !== 'teacher'));
