import type { Role } from '../../api/contract/roles.ts';

/** Spec §2: the season switch shows for roles 5 or lower (its own module: the layout decides without loading the switch). */
export function canSwitchSeason(role: Role | undefined): boolean {
  return role !== undefined && role <= 5;
}
