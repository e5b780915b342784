/**
 * Fields only some may change (FieldMeta `editableWith`, e.g. a group's licence): a write by anyone else
 * must leave the field as it is stored (or its default, on create), so a form that sends it back unchanged
 * still saves.
 */
import type { z } from 'zod';
import type { Entity } from '../../schemas/define-entity';
import { type Actor, hasPermission } from '../access/actor';
import { AppError } from '../errors';
import { fieldSets } from './field-sets';

export function refuseUnpermittedChanges(entity: Entity, actor: Actor, data: Record<string, unknown>, stored?: Record<string, unknown>) {
  for (const [field, permissions] of fieldSets(entity).editableWith) {
    if (data[field] === undefined || permissions.some((permission) => hasPermission(actor, permission))) continue;
    const type = entity.fields[field] as z.ZodType;
    const before = JSON.stringify(type.safeParse(stored ? stored[field] : undefined).data);
    if (JSON.stringify(type.safeParse(data[field]).data) !== before) throw new AppError('prohibited', { [field]: 'not editable' });
  }
}
