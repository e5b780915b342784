import { z } from 'zod';
import { announce } from './announce';
import { defineEntity } from './define-entity';

/**
 * A poll's results, one row per question and answer with how many recipients chose it
 * (`/announces/results`): a read model, counted from the responses by a query (server/communications/
 * announce-results.ts), listed, filtered, sorted and exported like any list, seen by whoever sees the poll.
 */
export const announceResult = defineEntity({
  name: 'announce_result',
  path: 'announces/results',
  table: 'announce_results',
  readModel: true,
  fields: {
    announce_id: z.number().int().min(0).meta({ reference: 'announces', readOnly: true }),
    question: z.number().int().min(0).meta({ readOnly: true }),
    question_text: z.string().meta({ readOnly: true }),
    answer: z.number().int().min(0).meta({ readOnly: true }),
    answer_text: z.string().meta({ readOnly: true }),
    count: z.number().int().min(0).meta({ readOnly: true }),
  },
  titleField: 'answer_text',
  list: {
    columns: ['announce_id', 'question_text', 'answer_text', 'count'],
    search: ['question_text', 'answer_text'],
    filters: ['id', 'announce_id', 'question', 'answer', 'count'],
    sort: 'id',
  },
  relations: {
    poll: { entity: 'announces', kind: 'to-one', field: 'announce_id' },
  },
  access: { view: announce.access.view, create: {}, update: {}, delete: {} },
  ownership: { kind: 'parent', entity: 'announces', field: 'announce_id' },
  actions: { list: ['list_export'] },
  export: { columns: ['announce_id', 'poll', 'question', 'question_text', 'answer', 'answer_text', 'count'] },
});
