/**
 * A user named by e-mail in a spreadsheet (the import's `user_email`, server/import/resolvers.ts), among the
 * users the importer sees, ignoring case; a role by its name (`role_name`), which the privilege rule then
 * judges as it does a role given by id. The export writes the same e-mail or name back.
 */
import type { Kysely } from 'kysely';
import { entityByPath } from '../../schemas';
import { accessFilter } from '../access/scope';
import { AppError, fieldMessage } from '../errors';
import type { ImportResolver } from '../import/resolvers';

const notFound = (entity: string, value: string) => new AppError('invalid_related_entity', { [entity]: fieldMessage('not_found') }, { entities: [entity], value });

async function column(db: Kysely<any>, table: string, field: string, values: unknown[]) {
  const ids = [...new Set(values.filter((value) => value !== null && value !== undefined).map(Number))];
  const rows = ids.length ? await db.selectFrom(table).select(['id', field]).where('id', 'in', ids).execute() : [];
  const byId = new Map(rows.map((row) => [Number(row.id), String(row[field] ?? '')]));
  return values.map((value) => (value === null || value === undefined ? '' : byId.get(Number(value)) ?? ''));
}

export const userImportResolvers: Record<string, ImportResolver> = {
  user_email: {
    read: async (text, { db, actor, cache }) => {
      const email = text.trim().toLowerCase();
      if (!email) return null;
      // Found ones are kept for the run (a card list names each owner many times); unknown ones are asked again.
      const key = `user_email:${email}`;
      if (cache.has(key)) return cache.get(key);
      const users = entityByPath('users')!;
      const found = await db.selectFrom('users').select('users.id').where((eb) => eb(eb.fn('lower', ['users.email']), '=', email)).where(accessFilter(users, actor, 'view')).executeTakeFirst();
      if (!found) throw notFound('users', text);
      cache.set(key, Number(found.id));
      return Number(found.id);
    },
    prefetch: async (texts, { db, actor, cache }) => {
      const emails = [...new Set(texts.map((text) => text.trim().toLowerCase()).filter(Boolean))];
      const users = entityByPath('users')!;
      for (let i = 0; i < emails.length; i += 1_000) {
        const found = await db.selectFrom('users').select(['users.id', 'users.email']).where((eb) => eb(eb.fn('lower', ['users.email']), 'in', emails.slice(i, i + 1_000))).where(accessFilter(users, actor, 'view')).orderBy('users.id').execute();
        // The first of an e-mail, as read's single lookup would find it most often.
        for (const row of found) if (!cache.has(`user_email:${String(row.email).toLowerCase()}`)) cache.set(`user_email:${String(row.email).toLowerCase()}`, Number(row.id));
      }
    },
    write: (values, { db }) => column(db, 'users', 'email', values),
  },
  role_name: {
    read: async (text, { db }) => {
      const name = text.trim().toLowerCase();
      if (!name) return null;
      const found = await db.selectFrom('roles').select('id').where((eb) => eb(eb.fn('lower', ['name']), '=', name)).executeTakeFirst();
      if (!found) throw notFound('roles', text);
      return Number(found.id);
    },
    write: (values, { db }) => column(db, 'roles', 'name', values),
  },
};
