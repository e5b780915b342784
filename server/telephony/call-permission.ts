/**
 * Who may call whom (001 §6 "calling: all, own group, descendants, panel"). A door panel or another device
 * calls anyone in its building's tree (down to the apartments, up to the concierge). A user's role decides:
 * `calls.call.all` anyone; `calls.call.descendants` numbers of their groups and below; `calls.call.own_group`
 * numbers of their groups and the groups above them (a resident reaches their building's concierge);
 * `calls.call.panel` the devices of their groups and the groups above them (a resident looks at their door).
 */
import type { Actor } from '../access/actor';
import { hasPermission } from '../access/actor';

export interface CallParty {
  /** The group's materialised path ("0.3.7."). */
  groupPath: string;
  isDevice: boolean;
}

const within = (path: string, ancestor: string) => path.startsWith(ancestor);

/** A device caller: the callee's group is in the device group's line (above or below it). */
export function deviceMayCall(device: CallParty, callee: CallParty): boolean {
  return within(callee.groupPath, device.groupPath) || within(device.groupPath, callee.groupPath);
}

export function userMayCall(actor: Actor, callee: CallParty): boolean {
  if (hasPermission(actor, 'calls.call.all')) return true;
  const below = actor.groupPaths.some((path) => within(callee.groupPath, path));
  const atOrAbove = actor.groupPaths.some((path) => within(path, callee.groupPath));
  if (hasPermission(actor, 'calls.call.descendants') && below) return true;
  if (hasPermission(actor, 'calls.call.own_group') && atOrAbove) return true;
  return hasPermission(actor, 'calls.call.panel') && callee.isDevice && atOrAbove;
}
