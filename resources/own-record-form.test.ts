/**
 * The form never offers a field the server refuses (issue 34 §6): on their own user record, a resident (whose
 * update grant is only `own`) and the administrator see exactly the fields the server lets them change. For
 * every top-level field, the value another user's record holds is sent to the server as a change of one's own
 * record: a field the form leaves editable is accepted, one it makes read-only or hides is refused.
 * On SQLite only: what is compared is the form and the server's rule, not storage (the console's test project
 * has no PostgreSQL of its own).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../schemas/user';
import { type TestServer, startServer } from '../server/test-support/server';
import { childNodes, entityFormSchema } from './form-schema';
import { translator } from './test-support/translator';
import { buildUiSchema } from './ui-schema';
// Every display the forms use, as the app registers them.
import '../src/extensions';

type Row = Record<string, any>;

/** The top-level fields the edit form lets this user change on their own record. */
function offered(permissions: string[]) {
  const ui = buildUiSchema(user, translator('en').translate, 'edit', true, permissions);
  return childNodes(entityFormSchema(user))
    .map(([name]) => name)
    .filter((name) => ui[name]?.['ui:widget'] !== 'hidden' && !ui[name]?.['ui:readonly']);
}

describe('own user record', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer('sqlite');
  });
  afterAll(async () => server?.close());

  /** Sends, field by field, the other record's differing value as a change of one's own; answers the accepted fields. */
  async function acceptedOn(login: string, other: string) {
    const token = await server.login(login);
    const profile = (await server.request('GET', '/profile', { token })).body.data as Row;
    const admin = await server.login('admin');
    const others = (await server.request('GET', '/users/items', { token: admin, query: { size: 100 } })).body.data as Row[];
    const otherId = others.find((row) => row.login === other)!.id;
    const theirs = (await server.request('GET', `/users/${otherId}`, { token: admin })).body.data as Row;
    const accepted: string[] = [];
    const refused: string[] = [];
    for (const [field] of childNodes(entityFormSchema(user))) {
      const mine = (await server.request('GET', `/users/${profile.id}`, { token })).body.data as Row;
      const value = field === 'password' ? 'another-password-1' : theirs[field];
      if (value === undefined || JSON.stringify(value) === JSON.stringify(mine[field])) continue;
      const answer = await server.request('PATCH', `/users/${profile.id}`, { token, body: { [field]: value } });
      // Refused by the rule: 403. Another user's login is taken (409), or the change would take the user out of
      // their only or top-level group (422, 001 §8): the rule let the field through, the value is refused.
      const groupRule = answer.status === 422 && ['last_group', 'top_level_group'].includes(answer.body?.error?.code);
      expect([200, 403, 409], `${field}: ${JSON.stringify(answer.body)}`).toContain(groupRule ? 409 : answer.status);
      (answer.status === 403 ? refused : accepted).push(field);
    }
    return { permissions: (profile.role?.permissions ?? []) as string[], accepted, refused };
  }

  it('offers a resident only the fields the server accepts on their own record', async () => {
    const { permissions, accepted, refused } = await acceptedOn('resident1', 'manager.a');
    const form = offered(permissions);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.filter((field) => form.includes(field))).toEqual([]);
    expect(accepted.every((field) => form.includes(field))).toBe(true);
  });

  it('offers the administrator every field but their own password', async () => {
    const { permissions, accepted, refused } = await acceptedOn('admin', 'manager.a');
    const form = offered(permissions);
    expect(refused.filter((field) => form.includes(field))).toEqual([]);
    expect(accepted.every((field) => form.includes(field))).toBe(true);
    expect(form).toContain('role_id');
    expect(form).not.toContain('password');
  });
});
