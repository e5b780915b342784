import type { EntityCommand } from '../../schemas/define-entity';

/** Whether the stored record allows the command now: every `when` field holds one of its listed values. */
export function preconditionHolds(command: EntityCommand, record: Record<string, unknown>): boolean {
  return Object.entries(command.when ?? {}).every(([field, values]) => values.includes((record[field] ?? null) as never));
}
