/** User actions beyond CRUD (001 §7 "Users"): an administrator sets a user's password. */
import type { FastifyInstance } from 'fastify';
import { user } from '../../schemas/user';
import * as repository from '../crud/repository';
import type { Store } from '../crud/repository';
import { MAX_ID } from '../db/columns';
import { AppError, fieldMessage } from '../errors';
import { z } from 'zod';
import { dataOf } from '../../schemas/answer-envelopes';

export function userRoutes(store: Store) {
  return async function routes(app: FastifyInstance) {
    app.post('/users/:id/password/change', { config: { doc: { summary: 'Set the user\'s password', tags: ['users'], answer: dataOf(z.object({ id: z.number().int() })) } } }, async (request) => {
      const id = Number((request.params as { id: string }).id);
      if (!Number.isSafeInteger(id) || id < 0 || id > MAX_ID) throw new AppError('not_found');
      const body = request.body as { new_password?: unknown } | null;
      if (typeof body?.new_password !== 'string') throw new AppError('invalid_data', { new_password: fieldMessage('required') });
      // The generic update applies the same scope, validation, hashing and session ending as an edit.
      await repository.update(store, user, request.actor, id, { password: body.new_password });
      return { data: { id } };
    });
  };
}
