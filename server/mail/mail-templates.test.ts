/**
 * Mail templates (001 §7) over real HTTP on both dialects, mail through a real SMTP receiver: CRUD and bulk
 * delete, one per type and group, required placeholders, the project-level rule (project-settings change) and
 * a group administrator's own group, the types as a group gets them, preview and send preview, and account
 * e-mails rendered from the group's template, else the project's, else the built-in text.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generalSettings } from '../../schemas/settings/general';
import { DIALECTS, storeFingerprint } from '../test-support/server';
import { type AccountTestServer, freshEmail, startAccountServer, tokenFromMail } from '../account/account-test-server';

const RESET = { mail_type_id: 'password_reset', subject: 'Reset in %{project}', body: '<p>%{name}, <a href="%{link}">set a new password</a></p>' };

describe.each(DIALECTS)('mail templates on %s', (dialect) => {
  let server: AccountTestServer;
  let admin: string;
  let groupAdmin: string;
  let settingsAdmin: string;
  let groupA: number;
  let groupB: number;

  const put = (token: string, body: Record<string, unknown>) => server.request('PUT', '/mail-templates', { token, body });
  const created = async (token: string, body: Record<string, unknown>) => {
    const answer = await put(token, body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body.data as Record<string, any>;
  };
  const remove = (ids: number[]) => server.request('POST', '/mail-templates/delete', { token: admin, body: { items: ids } });

  async function userWith(login: string, permissions: string[], groups: number[]) {
    const role = await server.request('PUT', '/roles', { token: admin, body: { name: `${login} ${dialect}`, permissions } });
    expect(role.status, JSON.stringify(role.body)).toBe(201);
    const user = await server.request('PUT', '/users', { token: admin, body: { login, name: login, password: `${login}-password`, role_id: role.body.data.id, domain_ids: groups, send_registration_link: false } });
    expect(user.status, JSON.stringify(user.body)).toBe(201);
    return server.login(login, `${login}-password`);
  }

  beforeAll(async () => {
    server = await startAccountServer(dialect);
    admin = await server.login('admin');
    groupA = (await server.request('PUT', '/groups', { token: admin, body: { name: 'Mail block A' } })).body.data.id;
    groupB = (await server.request('PUT', '/groups', { token: admin, body: { name: 'Mail block B' } })).body.data.id;
    groupAdmin = await userWith('mailadmin', ['groups.manage_own.mail_templates'], [groupA]);
    settingsAdmin = await userWith('settingsadmin', ['groups.manage_own.mail_templates', 'project_settings.change'], [groupA]);
  });
  afterAll(async () => server?.close());

  it('lists the mail types with their placeholders', async () => {
    const types = await server.request('GET', '/mail-templates/types', { token: admin });
    expect(types.status).toBe(200);
    expect(types.body.data.map((type: { id: string }) => type.id)).toEqual(['registration_confirm', 'self_registration_code', 'invitation', 'password_reset', 'announcement']);
    expect(types.body.data.find((type: { id: string }) => type.id === 'self_registration_code').required).toEqual(['code']);
    expect((await server.request('GET', '/mail-templates/types', { token: await server.login('resident1') })).status).toBe(403);
  });

  it('lands one of ten project-level templates of a type created at once; the others answer template_type_exists and write nothing', async () => {
    const body = { ...RESET, mail_type_id: 'invitation', subject: 'Welcome to %{project}' };
    const before = await storeFingerprint(server.store);
    const answers = await Promise.all(Array.from({ length: 10 }, () => put(admin, body)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, ...Array(9).fill(409)]);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(refused.map((answer) => answer.body.error.code)).toEqual(Array(9).fill('template_type_exists'));
    const stored = await server.store.db.selectFrom('mail_templates').select('id').where('mail_type_id', '=', 'invitation').execute();
    expect(stored).toHaveLength(1);
    // Nothing else written: the one template and its audit event are the only new rows, every other table unchanged.
    const after = await storeFingerprint(server.store);
    const grown = Object.keys(after).filter((table) => after[table].content !== before[table]?.content);
    expect(grown.sort()).toEqual(['audit_events', 'mail_templates']);
    expect([after.audit_events.rows - before.audit_events.rows, after.mail_templates.rows - before.mail_templates.rows]).toEqual([1, 1]);
    expect((await remove(stored.map((row) => Number(row.id)))).status).toBe(200);
  });

  it('creates, reads, changes and bulk-deletes templates, one per type and group, the body sanitised', async () => {
    const mine = await created(admin, { ...RESET, body: `${RESET.body}<script>alert(1)</script><p onclick="alert(2)">!</p>`, domain_id: groupA });
    expect(mine.body).toBe('<p>%{name}, <a href="%{link}" target="_blank" rel="noopener noreferrer">set a new password</a></p><p>!</p>');
    const project = await created(admin, RESET);
    expect(project.domain_id).toBeNull();
    expect((await server.request('GET', `/mail-templates/${mine.id}`, { token: admin })).body.data.subject).toBe(RESET.subject);

    const before = await storeFingerprint(server.store);
    for (const domain_id of [groupA, null]) {
      const twice = await put(admin, { ...RESET, domain_id });
      expect(twice.status, JSON.stringify(twice.body)).toBe(409);
      expect(twice.body.error.code).toBe('template_type_exists');
    }
    expect(await storeFingerprint(server.store)).toEqual(before);

    const changed = await server.request('PATCH', `/mail-templates/${mine.id}`, { token: admin, body: { subject: 'New password for %{name}' } });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data.subject).toBe('New password for %{name}');
    const listed = await server.request('GET', '/mail-templates/items', { token: admin, query: { filters: { items: [{ field: 'domain_id', rule: 'equals', value: groupA }] } } });
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    expect(listed.body.data.map((row: { id: number }) => row.id)).toEqual([mine.id]);

    const gone = await remove([mine.id, project.id]);
    expect(gone.status, JSON.stringify(gone.body)).toBe(200);
    expect((await server.request('GET', `/mail-templates/${project.id}`, { token: admin })).status).toBe(404);
  });

  it('refuses a template without its mail type\'s required placeholders, writing nothing', async () => {
    const before = await storeFingerprint(server.store);
    const missing = await put(admin, { mail_type_id: 'invitation', subject: 'Welcome', body: '<p>Hello %{name}</p>', domain_id: groupA });
    expect(missing.status).toBe(422);
    expect(missing.body.error.field_codes.body).toEqual({ key: 'validation.required_placeholders', params: { placeholders: '%{link}' } });
    expect(missing.body.error.fields.body).toBe('Required placeholders must be present: %{link}');
    expect(await storeFingerprint(server.store)).toEqual(before);

    const template = await created(admin, { mail_type_id: 'invitation', subject: 'Welcome', body: '<p>%{link}</p>', domain_id: groupA });
    const before2 = await storeFingerprint(server.store);
    const dropped = await server.request('PATCH', `/mail-templates/${template.id}`, { token: admin, body: { body: '<p>no link</p>' } });
    expect(dropped.status).toBe(422);
    expect(await storeFingerprint(server.store)).toEqual(before2);
    expect((await remove([template.id])).status).toBe(200);
  });

  it('lets a group administrator manage their own group\'s templates, and only holders of project-settings change the project\'s', async () => {
    const own = await created(groupAdmin, { ...RESET, domain_id: groupA });
    const before = await storeFingerprint(server.store);
    expect((await put(groupAdmin, { ...RESET, domain_id: groupB })).status).toBe(403);
    const projectLevel = await put(groupAdmin, RESET);
    expect(projectLevel.status, JSON.stringify(projectLevel.body)).toBe(403);
    expect((await server.request('PATCH', `/mail-templates/${own.id}`, { token: groupAdmin, body: { domain_id: null } })).status).toBe(403);
    expect(await storeFingerprint(server.store)).toEqual(before);

    const project = await created(settingsAdmin, RESET);
    const seen = await server.request('GET', '/mail-templates/items', { token: groupAdmin });
    expect(seen.body.data.map((row: { id: number }) => row.id)).toEqual([own.id]);
    expect((await server.request('PATCH', `/mail-templates/${project.id}`, { token: groupAdmin, body: { subject: 'Taken over %{link}' } })).status).toBe(404);
    expect((await server.request('DELETE', `/mail-templates/${project.id}`, { token: groupAdmin })).status).toBe(404);
    const bySettings = await server.request('PATCH', `/mail-templates/${project.id}`, { token: settingsAdmin, body: { subject: 'Project reset %{project}' } });
    expect(bySettings.status, JSON.stringify(bySettings.body)).toBe(200);
    expect((await remove([own.id, project.id])).status).toBe(200);
  });

  it("says which template each type uses in a group: its own, the project's, or the built-in text", async () => {
    const own = await created(admin, { ...RESET, domain_id: groupA });
    const project = await created(admin, { mail_type_id: 'invitation', subject: 'Invited', body: '<p>%{link}</p>' });
    const sources = async (group: number) => {
      const answer = await server.request('GET', `/mail-templates/types/${group}`, { token: admin });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return Object.fromEntries(answer.body.data.map((type: { id: string; source: string; template_id: number | null }) => [type.id, [type.source, type.template_id]]));
    };
    expect(await sources(groupA)).toMatchObject({ password_reset: ['group', own.id], invitation: ['project', project.id], registration_confirm: ['built_in', null] });
    expect(await sources(groupB)).toMatchObject({ password_reset: ['built_in', null], invitation: ['project', project.id] });
    expect((await server.request('GET', `/mail-templates/types/${groupB}`, { token: groupAdmin })).status).toBe(404);
    expect((await remove([own.id, project.id])).status).toBe(200);
  });

  it('previews a draft with example values, and sends the preview to an address through the mailer', async () => {
    const preview = await server.request('POST', '/mail-templates/preview', { token: groupAdmin, body: { ...RESET, body: `${RESET.body}<script>x()</script>`, domain_id: groupA } });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.data.subject).not.toContain('%{project}');
    expect(preview.body.data.html).toContain('mailadmin, <a href="http://');
    expect(preview.body.data.html).not.toContain('script');
    expect(preview.body.data.text).toContain('mailadmin, set a new password');

    expect((await server.request('POST', '/mail-templates/preview', { token: groupAdmin, body: RESET })).status).toBe(403);
    expect((await server.request('POST', '/mail-templates/preview', { token: groupAdmin, body: { ...RESET, domain_id: groupB } })).status).toBe(403);
    const missing = await server.request('POST', '/mail-templates/preview', { token: admin, body: { ...RESET, body: '<p>no link</p>' } });
    expect(missing.status).toBe(422);
    expect(missing.body.error.field_codes.body.key).toBe('validation.required_placeholders');

    const email = freshEmail('preview');
    const before = await storeFingerprint(server.store);
    const sent = await server.request('POST', '/mail-templates/send-preview', { token: admin, body: { ...RESET, subject: 'Preview of %{project}', email } });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const mail = await server.smtp.waitFor(email);
    expect(mail.subject).toMatch(/^Preview of \S/);
    expect(mail.text).toContain('set a new password');
    expect(await storeFingerprint(server.store)).toEqual(before);
  });

  it("wraps an announcement's e-mail in its recipient's group's template", async () => {
    const email = freshEmail('announced');
    const resident = await server.request('PUT', '/users', { token: admin, body: { login: email, name: 'Announced', email, password: 'long-enough-1', domain_ids: [groupA], send_registration_link: false } });
    expect(resident.status, JSON.stringify(resident.body)).toBe(201);
    const template = await created(admin, { mail_type_id: 'announcement', subject: '[Block A] %{subject}', body: '<h2>%{subject}</h2>%{body}<p>Open: %{link}</p>', domain_id: groupA });
    const announce = await server.request('PUT', '/announces', { token: admin, body: { name: 'Water', subject: 'Water off <Monday>', body: '<p>No <strong>water</strong> on Monday.</p>', type: 'info', send_via: 'email', users: [resident.body.data.id] } });
    expect(announce.status, JSON.stringify(announce.body)).toBe(201);
    expect((await server.request('POST', `/announces/${announce.body.data.id}/start`, { token: admin })).status).toBe(200);
    const mail = await server.smtp.waitFor(email);
    expect(mail.subject).toBe('[Block A] Water off <Monday>');
    expect(mail.text).toContain('No water on Monday.');
    expect(tokenFromMail(mail.text, '/announce/')).toEqual(expect.any(String));
    expect((await remove([template.id])).status).toBe(200);
  });

  it("renders a registration e-mail from the group's template, else the project's, else the built-in text", async () => {
    await server.setGeneral({ user_self_register_settings: generalSettings.shape.user_self_register_settings.parse({ role_id: null, domain_id: groupA }) });
    const registration = { mail_type_id: 'registration_confirm', body: '<p>Welcome, %{name}! Confirm: %{link}</p>' };
    const own = await created(admin, { ...registration, subject: 'Block A welcomes %{name}', domain_id: groupA });
    const project = await created(admin, { ...registration, subject: '%{project} welcomes you' });
    const register = async () => {
      const email = freshEmail('templated');
      expect((await server.request('POST', '/registration/simple', { body: { name: 'Templated', login: email, password: 'long-enough-1' } })).status).toBe(200);
      return server.smtp.waitFor(email);
    };

    const fromGroup = await register();
    expect(fromGroup.subject).toBe('Block A welcomes Templated');
    expect(fromGroup.text).toContain('Welcome, Templated! Confirm: http');
    const token = tokenFromMail(fromGroup.text, '/registration/confirm/');
    expect((await server.request('POST', '/registration/confirm', { body: { token } })).status).toBe(200);

    expect((await remove([own.id])).status).toBe(200);
    expect((await register()).subject).toMatch(/ welcomes you$/);
    expect((await remove([project.id])).status).toBe(200);
    expect((await register()).subject).toBe('Confirm your account');
  });
});
