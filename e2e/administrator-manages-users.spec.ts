/**
 * Story: the system administrator keeps the people of an estate (000 §2.2, §2.4): signs in, adds a group
 * to 'Riverside Residence', adds a user to it, finds, edits, views and deletes that user, then the group.
 * Also: the way to a page through the sign-in, a page that does not exist, and a phone's mobile client revoked
 * (docs/mobile-clients.md: the app registers over HTTP, the administrator revokes it on the user's page).
 */
import {
  ADMIN,
  apiAs,
  expect,
  labelled,
  notification,
  pathOf,
  pickReference,
  recordIdOf,
  searchList,
  signIn,
  submitLoginForm,
  tableRows,
  test,
  textField,
  unique,
} from './support';

test.describe('The administrator manages users', () => {
  test('adds a group and a user in it, finds, edits, views and deletes them', async ({ page, request }) => {
    const groupName = unique('Tower C');
    const userName = unique('Carol Tenant');
    const renamed = `${userName} (renamed)`;
    const login = unique('carol').replace(' ', '.');
    const password = 'carol-password-1';
    const api = await apiAs(request, ADMIN.login, ADMIN.password);

    await test.step('signs in with the login form', async () => {
      await signIn(page, ADMIN.login, ADMIN.password);
      await expect(page.getByRole('menuitem', { name: 'Users' })).toBeVisible();
    });

    const groupId = await test.step('adds a group under Riverside Residence', async () => {
      await page.getByRole('menuitem', { name: 'Groups' }).click();
      await expect(page).toHaveURL(/\/groups(\?.*)?$/);
      await page.getByRole('link', { name: 'Create' }).click();
      await expect(page).toHaveURL(/\/groups\/add$/);
      await expect(page.getByRole('heading', { name: 'New group' })).toBeVisible();

      await textField(page, 'Name').fill(groupName);
      await textField(page, 'Description').fill('Added by the end-to-end story');
      await pickReference(page, 'Parent group', 'Riverside Residence');
      await page.getByRole('button', { name: 'Save' }).click();

      // A new record opens on its edit page, in view mode.
      await expect(page).toHaveURL(/\/groups\/\d+\/edit$/);
      await expect(page.getByRole('heading', { name: `Group: ${groupName}` })).toBeVisible();
      await expect(page.getByRole('main').getByText('Riverside Residence', { exact: true })).toBeVisible();
      return recordIdOf(page);
    });

    const userId = await test.step('adds a user to that group, with a role and a password', async () => {
      await page.getByRole('menuitem', { name: 'Users' }).click();
      await page.getByRole('link', { name: 'Create' }).click();
      await expect(page).toHaveURL(/\/users\/add$/);
      await expect(page.getByRole('heading', { name: 'New user' })).toBeVisible();

      await textField(page, 'Login').fill(login);
      await textField(page, 'Name').fill(userName);
      await page.getByLabel(labelled('Password')).fill(password);
      await pickReference(page, 'Role', 'Resident');
      await pickReference(page, 'Groups', groupName);
      await page.getByRole('checkbox', { name: 'Send registration link' }).uncheck();
      await page.getByRole('button', { name: 'Save' }).click();

      await expect(page).toHaveURL(/\/users\/\d+\/edit$/);
      await expect(page.getByRole('heading', { name: `User: ${userName}` })).toBeVisible();
      return recordIdOf(page);
    });

    await test.step('the server holds the user in the group, and the user can sign in', async () => {
      const { body } = await api.get<{ data: { login: string; domain_ids: number[] } }>(`/users/${userId}`);
      expect(body.data).toMatchObject({ login, domain_ids: [groupId] });
      const signInAnswer = await request.post('/api/v0/login', { data: { login, password } });
      expect(signInAnswer.status()).toBe(200);
    });

    await test.step('finds the user with the list search box', async () => {
      await page.getByRole('menuitem', { name: 'Users' }).click();
      await expect(page).toHaveURL(/\/users(\?.*)?$/);
      await searchList(page, userName);
      await expect(tableRows(page)).toHaveCount(1);
      await expect(tableRows(page).first()).toContainText(login);
      await expect(tableRows(page).first()).toContainText(groupName);
      await expect(tableRows(page).first()).toContainText('Resident');
    });

    await test.step('opens the user: the page is read-only until Edit is pressed', async () => {
      await tableRows(page).first().getByRole('cell', { name: userName }).click();
      await expect(page).toHaveURL(new RegExp(`/users/${userId}/edit$`));
      await expect(textField(page, 'Name')).toHaveValue(userName);
      await expect(textField(page, 'Name')).toBeDisabled();
      await expect(textField(page, 'Login')).toBeDisabled();
      await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
    });

    await test.step('changes the name and saves', async () => {
      await page.getByRole('button', { name: 'Edit', exact: true }).click();
      await expect(textField(page, 'Name')).toBeEnabled();
      await textField(page, 'Name').fill(renamed);
      await page.getByRole('button', { name: 'Save' }).click();

      await expect(notification(page, `${renamed} saved`)).toBeVisible();
      await expect(page.getByRole('heading', { name: `User: ${renamed}` })).toBeVisible();
      // Back in view mode, showing what was saved.
      await expect(textField(page, 'Name')).toBeDisabled();
      await expect(textField(page, 'Name')).toHaveValue(renamed);
      await expect(page).toHaveURL(new RegExp(`/users/${userId}/edit$`));
      const { body } = await api.get<{ data: { name: string } }>(`/users/${userId}`);
      expect(body.data.name).toBe(renamed);
    });

    await test.step('the change survives a reload', async () => {
      await page.reload();
      await expect(textField(page, 'Name')).toHaveValue(renamed);
      await expect(textField(page, 'Name')).toBeDisabled();
    });

    await test.step('sees the user on the show page', async () => {
      await page.getByRole('link', { name: 'Show' }).click();
      await expect(page).toHaveURL(new RegExp(`/users/${userId}/show$`));
      const main = page.getByRole('main');
      await expect(main.getByText(renamed, { exact: true })).toBeVisible();
      await expect(main.getByText(login, { exact: true })).toBeVisible();
      await expect(main.getByText(groupName, { exact: true })).toBeVisible();
      await expect(main.getByRole('link', { name: 'Resident' })).toBeVisible();
      await expect(main.getByRole('textbox')).toHaveCount(0);

      // And back to the edit page, still read-only.
      await page.getByRole('link', { name: 'Edit', exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/users/${userId}/edit$`));
      await expect(textField(page, 'Name')).toBeDisabled();
    });

    await test.step('deletes the user from the list with bulk delete', async () => {
      await page.goto('/users');
      await searchList(page, renamed);
      await expect(tableRows(page)).toHaveCount(1);
      await tableRows(page).first().getByRole('checkbox').check();
      await expect(page.getByText('1 item selected')).toBeVisible();
      await page.getByRole('button', { name: 'Delete' }).click();
      const deleted = notification(page, 'Element deleted');
      await expect(deleted).toBeVisible();
      await expect(deleted.getByRole('button', { name: 'Undo' })).toBeVisible();
      await expect(tableRows(page).filter({ hasText: renamed })).toHaveCount(0);
      // The deletion reaches the server when the notification goes, without undo: dismiss it.
      await page.keyboard.press('Escape');
      await expect(deleted).toBeHidden();
      await expect.poll(async () => (await api.get(`/users/${userId}`)).status).toBe(404);
    });

    await test.step('the user is gone from the list and from its address', async () => {
      await page.reload();
      await expect(page.getByRole('main').getByRole('textbox', { name: 'Search' })).toHaveValue(renamed);
      await expect(page.getByText(/^No users found/)).toBeVisible();
      await page.goto(`/users/${userId}/edit`);
      await expect(notification(page, /does not exist|Not found/)).toBeVisible();
      await expect(page.getByRole('heading', { name: `User: ${renamed}` })).toHaveCount(0);
    });

    await test.step('deletes the group, now empty, from its edit page', async () => {
      await page.goto(`/groups/${groupId}/edit`);
      await expect(page.getByRole('heading', { name: `Group: ${groupName}` })).toBeVisible();
      await page.getByRole('button', { name: 'Edit', exact: true }).click();
      await page.getByRole('button', { name: 'Delete' }).click();
      const confirm = page.getByRole('dialog');
      await expect(confirm).toBeVisible();
      await confirm.getByRole('button', { name: 'Confirm' }).click();
      await expect(page).toHaveURL(/\/groups(\?.*)?$/);
      expect((await api.get(`/groups/${groupId}`)).status).toBe(404);
      await searchList(page, groupName);
      await expect(page.getByText(/^No groups found/)).toBeVisible();
    });
  });

  test('applies a marker to a user in the marker dialog, and sees it in the users\' list', async ({ page, request }) => {
    const api = await apiAs(request, ADMIN.login, ADMIN.password);
    const markerName = unique('Key holder');
    const userName = unique('Mark Tenant');
    const marker = await api.create('markers', { name: markerName, color: '#aa3300' });
    const [group] = await api.find('groups', 'name', 'Riverside Residence');
    const user = await api.create('users', { login: unique('mark').replace(' ', '.'), name: userName, domain_ids: [group.id], send_registration_link: false });

    await signIn(page, ADMIN.login, ADMIN.password, `/users/${user.id}/edit`);
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await page.getByRole('button', { name: labelled('Markers') }).click();
    const dialog = page.getByRole('dialog');
    // A person types enough of the name to find it: its unique tail.
    await dialog.getByRole('textbox', { name: 'Search' }).pressSequentially(markerName.split(' ').at(-1)!);
    await expect(dialog.getByRole('list').getByRole('button')).toHaveCount(1);
    await dialog.getByRole('button', { name: markerName, exact: true }).click();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(notification(page, `${userName} saved`)).toBeVisible();
    expect((await api.get<{ data: { markers: number[] } }>(`/users/${user.id}`)).body.data.markers).toEqual([marker.id]);

    await page.goto('/users');
    await searchList(page, userName);
    await expect(page.getByRole('columnheader', { name: 'Markers' })).toBeVisible();
    await expect(tableRows(page).filter({ hasText: userName })).toContainText(markerName);
    await api.remove('users', user.id);
    await api.remove('markers', marker.id);
  });

  test('a phone registers as a mobile client and the administrator revokes it', async ({ page, request }) => {
    const api = await apiAs(request, ADMIN.login, ADMIN.password);
    const admin = { authorization: `Bearer ${api.token}` };
    const [group] = await api.find('groups', 'name', 'Riverside Residence');
    const [login, password] = [unique('phone').replace(' ', '.'), 'phone-owner-password-1'];
    const user = await api.create('users', { login, name: unique('Phoebe Phone'), domain_ids: [group.id], password, send_registration_link: false });
    const sdkKey = (await (await request.post('/api/v0/project-settings/mobile-sdk/api-key', { headers: admin })).json()).data.api_key as string;
    expect((await request.patch('/api/v0/project-settings/mobile-sdk', { headers: admin, data: { is_enabled: true } })).status()).toBe(200);

    // The app as it runs on the phone: the user's own sign-in, then the registration with the SDK's key.
    const phoneToken = (await (await request.post('/api/v0/login', { data: { login, password } })).json()).sessions[0].token as string;
    const phone = { authorization: `Bearer ${phoneToken}`, 'x-api-key': sdkKey };
    const registered = await request.post('/api/v0/mobile-clients', { headers: phone, data: { platform: 'android', info: 'Pixel 8, Android 15', vendor_id: unique('vendor'), push_token: 'story-push-token' } });
    expect(registered.status()).toBe(200);

    await signIn(page, ADMIN.login, ADMIN.password, `/users/${user.id}/edit`);
    await page.getByRole('button', { name: 'Mobile clients' }).click();
    await page.getByRole('dialog').getByRole('row').filter({ hasText: 'Pixel 8, Android 15' }).click();
    const info = page.getByRole('dialog', { name: 'Mobile client info' });
    await expect(info).toContainText((await registered.json()).data.mobile_client_id);
    await info.getByRole('button', { name: 'Revoke' }).click();
    await expect(info).toContainText('The app on it is signed out');
    await info.getByRole('button', { name: 'Revoke' }).click();
    // The list behind it, read again: the client is gone (the notification sits under the modal dialog).
    await expect(page.getByRole('dialog')).toContainText('No mobile app has registered for this user.');
    // The phone's sign-in ended with its client.
    expect((await request.get('/api/v0/profile', { headers: { authorization: phone.authorization } })).status()).toBe(401);
    await api.remove('users', user.id);
  });

  test('a visitor who opens /users is asked to sign in and comes back to /users', async ({ page }) => {
    await page.goto('/users');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fusers$/);
    await submitLoginForm(page, ADMIN.login, ADMIN.password);
    await expect(page).toHaveURL(/\/users(\?.*)?$/);
    await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
    await expect(tableRows(page).filter({ hasText: 'Alice Manager' })).toHaveCount(1);
  });

  test('an unknown address asks for sign-in, then shows the not-found page', async ({ page }) => {
    await page.goto('/no/such/page?x=1');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fno%2Fsuch%2Fpage%3Fx%3D1$/);
    await submitLoginForm(page, ADMIN.login, ADMIN.password);
    await expect(page).toHaveURL(/\/no\/such\/page\?x=1$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();

    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/home$/);
    expect(pathOf(page)).toBe('/home');
  });
});
