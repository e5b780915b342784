import { z } from 'zod';
import { defineEntity } from './define-entity';

/** Marker (000 §3.10): a coloured label applied to users. */
export const marker = defineEntity({
  name: 'marker',
  path: 'markers',
  table: 'markers',
  fields: {
    name: z.string().trim().min(1).max(64),
    color: z.string().regex(/^#[0-9a-f]{6}$/i, 'wrong_format').default('#1976d2'),
  },
  titleField: 'name',
  list: { columns: ['name', 'color'], search: ['name'], filters: ['id', 'name', 'created_at'], sort: 'name' },
  access: {
    view: { all: 'markers.view.all', own: 'markers.view' },
    create: { all: 'markers.create' },
    update: { all: 'markers.edit' },
    delete: { all: 'markers.delete' },
  },
  ownership: { kind: 'none' },
  // 000 §2.7's marker dialog: a user's markers are chosen in the picker dialog.
  picker: 'dialog',
});
