/**
 * Conversations (issue 15 §8) over real HTTP on SQLite and PostgreSQL: a group administrator starts one with a
 * resident they can see, both take part (`participants`), each message tells the other one, outsiders see and
 * post nothing, nobody talks to themselves, and deleting takes the messages along.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, type TestServer, startServer, storeFingerprint } from '../test-support/server';

type Row = Record<string, any>;

describe.each(DIALECTS)('conversations on %s', (dialect) => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    server = await startServer(dialect);
    for (const login of ['manager.a', 'manager.b', 'resident1', 'resident5']) {
      tokens[login] = await server.login(login);
      ids[login] = (await server.request('GET', '/profile', { token: tokens[login] })).body.data.id;
    }
  });
  afterAll(async () => server?.close());

  const start = (as: string, body: Row) => server.request('PUT', '/conversations', { token: tokens[as], body });
  const post = (as: string, conversationId: number, text: string) => server.request('PUT', '/conversations/messages', { token: tokens[as], body: { conversation_id: conversationId, text } });
  const thread = async (as: string, id: number) =>
    (await server.request('GET', '/conversations/messages/items', { token: tokens[as], query: { filters: { items: [{ field: 'conversation_id', rule: 'equals', value: id }] }, sort: 'id', with: 'author' } })).body;
  const notices = async (as: string, type: string, id: number) =>
    ((await server.request('GET', '/notifications/items', { token: tokens[as], query: { size: 100 } })).body.data as Row[]).filter((n) => n.type === type && Number(n.data.conversation_id) === id);

  it('starts a conversation with its first message; both participants see it, each message tells the other', async () => {
    const made = await start('manager.a', { subject: `Bike in the hall ${dialect}`, interlocutor: ids.resident1, message: 'Is the red bike in the hall yours?' });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const id = made.body.data.id;
    expect((await server.request('GET', `/conversations/${id}`, { token: tokens.resident1 })).status).toBe(200);
    expect(await notices('resident1', 'conversation_received', id)).toHaveLength(1);
    expect((await post('resident1', id, 'Yes, I will move it today.')).status).toBe(201);
    expect(await notices('manager.a', 'conversation_message_received', id)).toHaveLength(1);
    const messages = await thread('manager.a', id);
    expect(messages.data.map((m: Row) => [m.text, m.author?.id])).toEqual([
      ['Is the red bike in the hall yours?', ids['manager.a']],
      ['Yes, I will move it today.', ids.resident1],
    ]);
    const listed = (await server.request('GET', '/conversations/items', { token: tokens.resident1 })).body.data as Row[];
    expect(listed.map((c) => c.id)).toContain(id);
  });

  it('tells a resident the name, and only the name, of a participant they may not open', async () => {
    const id = (await start('manager.a', { subject: `Parcel ${dialect}`, interlocutor: ids.resident1, message: 'A parcel is waiting at the desk.' })).body.data.id;
    expect((await server.request('GET', `/users/${ids['manager.a']}`, { token: tokens.resident1 })).status).toBe(404);
    const manager = (await server.request('GET', '/profile', { token: tokens['manager.a'] })).body.data.name;
    expect((await thread('resident1', id)).data[0].author).toEqual({ id: ids['manager.a'], name: manager });
    const opened = await server.request('GET', `/conversations/${id}`, { token: tokens.resident1, query: { with: 'author,interlocutor_user' } });
    expect(opened.body.data.author).toEqual({ id: ids['manager.a'], name: manager });
  });

  it('keeps outsiders out: not seen, no message posted into it, nothing written', async () => {
    const id = (await start('manager.a', { subject: `Private ${dialect}`, interlocutor: ids.resident1, message: 'Between us' })).body.data.id;
    const before = await storeFingerprint(server.store);
    expect((await server.request('GET', `/conversations/${id}`, { token: tokens['manager.b'] })).status).toBe(404);
    expect((await thread('manager.b', id)).data).toEqual([]);
    const intruder = await post('manager.b', id, 'Let me in');
    expect(intruder.status).toBe(422);
    expect(intruder.body.error.code).toBe('invalid_related_entity');
    expect((await post('resident5', id, 'Me too')).status).toBe(422);
    expect(await storeFingerprint(server.store)).toEqual(before);
  });

  it('refuses a conversation with oneself or with someone out of sight, and residents may not start one', async () => {
    const before = await storeFingerprint(server.store);
    const self = await start('manager.a', { subject: 'Me', interlocutor: ids['manager.a'], message: 'Hello me' });
    expect(self.status).toBe(422);
    expect(self.body.error.fields.interlocutor).toBe('User cannot communicate with himself');
    expect((await start('manager.a', { subject: 'Other block', interlocutor: ids.resident5, message: 'Hi' })).body.error.code).toBe('invalid_related_entity');
    expect((await start('resident1', { subject: 'Hi', interlocutor: ids['manager.a'], message: 'Hello' })).status).toBe(403);
    expect(await storeFingerprint(server.store)).toEqual(before);
  });

  it('deletes a conversation with its messages', async () => {
    const id = (await start('manager.a', { subject: `Gone ${dialect}`, interlocutor: ids.resident1, message: 'Soon gone' })).body.data.id;
    await post('resident1', id, 'OK');
    expect((await server.request('DELETE', `/conversations/${id}`, { token: tokens.resident1 })).status).toBe(403);
    expect((await server.request('DELETE', `/conversations/${id}`, { token: tokens['manager.a'] })).status).toBe(200);
    expect(await server.store.db.selectFrom('conversation_messages').select('id').where('conversation_id', '=', id).execute()).toEqual([]);
  });
});
