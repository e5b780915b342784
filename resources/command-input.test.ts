import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { consoleEntities, deviceAlarm } from '../schemas';
import { defineEntity } from '../schemas/define-entity';
import { commandInputFields, initialInput } from './command-input';

describe('command input fields', () => {
  it("builds the alarm's process dialog: a long comment labelled as the entity's field, empty by default", () => {
    const fields = commandInputFields(deviceAlarm, 'process', deviceAlarm.commands!.process);
    expect(fields).toEqual([{ name: 'comment', kind: 'long_text', labelKey: 'resources.devices/alarms.fields.comment', required: false, default: '', maxLength: 2000, choices: undefined }]);
    expect(initialInput(fields)).toEqual({ comment: '' });
  });

  it('labels an input the entity has no field for under the command, and reads choices, numbers and yes/no', () => {
    const lamp = defineEntity({
      name: 'lamp', path: 'lamps', table: 'lamps', fields: { name: z.string() }, titleField: 'name',
      list: { columns: ['name'], search: [], filters: [], sort: 'name' },
      access: { view: {}, create: {}, update: {}, delete: {} }, ownership: { kind: 'none' },
      commands: { dim: { grant: {}, input: z.object({ level: z.number().int(), mode: z.enum(['soft', 'hard']), quiet: z.boolean().default(true) }) } },
    });
    const fields = commandInputFields(lamp, 'dim', lamp.commands!.dim);
    expect(fields.map(({ name, kind, labelKey, required }) => [name, kind, labelKey, required])).toEqual([
      ['level', 'number', 'resources.lamps.commands.dim.fields.level', true],
      ['mode', 'choice', 'resources.lamps.commands.dim.fields.mode', true],
      ['quiet', 'boolean', 'resources.lamps.commands.dim.fields.quiet', false],
    ]);
    expect(initialInput(fields)).toEqual({ level: null, mode: '', quiet: true });
  });

  it('has a dialog for every command the entities declare', () => {
    for (const entity of consoleEntities) {
      for (const [name, command] of Object.entries(entity.commands ?? {})) expect(() => commandInputFields(entity, name, command), `${entity.path} ${name}`).not.toThrow();
    }
  });
});
