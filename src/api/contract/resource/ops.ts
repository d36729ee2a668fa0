import { ROLE_PREFIX, type Role } from '../roles.ts';
import type { ActionDecl, ResourceDecl, When } from './types.ts';

/**
 * Who may do what to which row: the server enforces these (server/resources/factory.ts) and the
 * page shows only the buttons they allow (src/ui/resource/). Same code, same answer.
 */

export type Op = 'list' | 'create' | 'update' | 'delete' | 'export' | `action:${string}`;

export const whenHolds = (when: When | undefined, row: Record<string, unknown> | undefined) =>
  !when || !row || (when.in as readonly unknown[]).includes(row[when.field]);

export function actionOf(resource: ResourceDecl, name: string): ActionDecl | undefined {
  return Object.hasOwn(resource.ops.actions ?? {}, name) ? resource.ops.actions?.[name] : undefined;
}

/** The roles an operation allows (narrowing the resource's roles), or null when the resource has no such operation. */
export function opRoles(resource: ResourceDecl, op: Op): readonly Role[] | null {
  if (op === 'list') return resource.roles;
  if (op.startsWith('action:')) {
    const a = actionOf(resource, op.slice(7));
    return a ? (a.roles ?? resource.roles).filter((r) => resource.roles.includes(r)) : null;
  }
  const decl = resource.ops[op as 'create' | 'update' | 'delete' | 'export'];
  if (decl === false || (decl === undefined && op !== 'export')) return null;
  return (decl?.roles ?? resource.roles).filter((r) => resource.roles.includes(r));
}

/** The state an operation needs the row in. */
export function opWhen(resource: ResourceDecl, op: Op): When | undefined {
  if (op.startsWith('action:')) return actionOf(resource, op.slice(7))?.when;
  if (op === 'update' || op === 'delete') {
    const decl = resource.ops[op];
    return decl ? decl.when : undefined;
  }
  return undefined;
}

/** A shared row (ResourceDecl.shared) that only the national admin may change. */
export const isSharedRow = (resource: ResourceDecl, row: Record<string, unknown> | undefined) => !!resource.shared && row?.[resource.shared] === true;

/** Whether the role may take the operation (on this row, when given). */
export function may(resource: ResourceDecl, role: Role | undefined, op: Op, row?: Record<string, unknown>): boolean {
  const roles = opRoles(resource, op);
  if (op !== 'list' && op !== 'create' && op !== 'export' && role !== 1 && isSharedRow(resource, row)) return false;
  return !!role && !!roles && roles.includes(role) && whenHolds(opWhen(resource, op), row);
}

/** The path every call of the resource starts with, for the caller's role: /v1/wangchuang/{prefix}{key}/ */
export function resourceBase(resource: ResourceDecl, role: Role): string {
  const prefix = resource.mount === 'role' ? ROLE_PREFIX[role] : `${resource.mount}/`;
  return `/v1/wangchuang/${prefix}${resource.key}/`;
}
