/**
 * A declared answer is the route's contract: Fastify serialises with its schema (nothing undeclared leaves),
 * and while answers are checked an answer outside the schema is an error instead of a silently lost field.
 */
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { declareAnswers } from './route-answers';

const answer = z.object({ data: z.object({ id: z.number().int(), name: z.string() }) });

async function appAnswering(body: unknown, check: boolean) {
  const app = Fastify();
  declareAnswers(app, { check });
  app.get('/thing', { config: { doc: { summary: 'A thing', answer } } }, async () => body);
  app.get('/refused', { config: { doc: { summary: 'Refused', answer } } }, async (_, reply) => reply.code(404).send({ message: 'Not found' }));
  await app.ready();
  return app;
}

describe('declared answers', () => {
  it('sends an answer its schema describes as it is', async () => {
    const app = await appAnswering({ data: { id: 1, name: 'Gate' } }, true);
    const answered = await app.inject({ url: '/thing' });
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toEqual({ data: { id: 1, name: 'Gate' } });
    // Other statuses are not the declared answer: an error's body goes out untouched.
    expect((await app.inject({ url: '/refused' })).json()).toEqual({ message: 'Not found' });
    await app.close();
  });

  it('refuses, while checking, an answer with a field its schema lacks or a value of another type', async () => {
    for (const body of [{ data: { id: 1, name: 'Gate', password: 'secret' } }, { data: { id: 1.5, name: 'Gate' } }, { data: { id: 1 } }]) {
      const app = await appAnswering(body, true);
      const answered = await app.inject({ url: '/thing' });
      expect(answered.statusCode, JSON.stringify(body)).toBe(500);
      expect(answered.body).not.toContain('secret');
      await app.close();
    }
  });

  it('serialises with the schema when not checking: an undeclared field never leaves the server', async () => {
    const app = await appAnswering({ data: { id: 1, name: 'Gate', password: 'secret' } }, false);
    const answered = await app.inject({ url: '/thing' });
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toEqual({ data: { id: 1, name: 'Gate' } });
    await app.close();
  });
});
