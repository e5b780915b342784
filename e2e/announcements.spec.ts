/**
 * Announcements and polls (issue 15 §7): the administrator starts a poll addressed to Block B by e-mail; a
 * resident of Block B opens the link from the mail without signing in and answers; the administrator sees the
 * answer counted on the poll's chart under "Info and polls". The link answers once. A resident signed in to the
 * console answers from the poll's notification, without the mail (issue 34 §6). On a console with no mail server,
 * creating a user with a registration link and starting an announcement by e-mail warn first (issue 34 §7).
 */
import { ADMIN, DEMO_PASSWORD, apiAs, expect, notification, pickReference, signIn, test, unique } from './support';
import { latestMailTo, linkIn } from './mailbox';
import { startOwnConsole } from './own-console';

test('an administrator sends a poll by e-mail, a resident answers from the mail, the chart counts it', async ({ page, browser, request }) => {
  const admin = await apiAs(request, ADMIN.login, ADMIN.password);
  const blockB = (await admin.find('groups', 'name', 'Block B'))[0].id as number;
  const name = unique('Bike shed colour');
  const poll = await admin.create('announces', {
    name,
    subject: 'Which colour for the bike shed?',
    type: 'poll',
    send_via: 'email',
    body: '<p>The new bike shed goes up in <strong>spring</strong>.</p>',
    domains: [blockB],
    type_info: { questions: [{ text: 'Colour', answers: ['Green', 'Blue', 'Grey'] }], poll_user_answer_allowed: true },
  });

  await signIn(page, ADMIN.login, ADMIN.password);
  const started = Date.now();
  await test.step('the administrator starts it from its page', async () => {
    await page.goto(`/announces/${poll.id}/show`);
    await page.getByRole('button', { name: 'Start' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(notification(page, /^Announcement started$/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Stop' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start' })).toHaveCount(0);
  });

  const mail = await latestMailTo('resident5@example.com', { after: started });
  expect(mail.subject).toBe('Which colour for the bike shed?');
  const visitor = await (await browser.newContext()).newPage();
  await test.step('the resident answers from the link in the mail, without signing in', async () => {
    await visitor.goto(linkIn(mail, '/announce/'));
    await expect(visitor.getByRole('heading', { name: 'Which colour for the bike shed?' })).toBeVisible();
    await expect(visitor.getByText('The new bike shed goes up in spring.')).toBeVisible();
    await visitor.getByRole('radio', { name: 'Blue' }).check();
    await visitor.getByRole('textbox', { name: 'Your own answer' }).fill('With a roof, please');
    await visitor.getByRole('button', { name: 'Send my answers' }).click();
    await expect(visitor.getByText('Thank you, your answers are saved.')).toBeVisible();
    await visitor.reload();
    await expect(visitor.getByText(/^You answered on /)).toBeVisible();
    await expect(visitor.getByRole('button', { name: 'Send my answers' })).toHaveCount(0);
  });

  await test.step('the administrator sees the answer on the chart', async () => {
    await page.getByRole('navigation').getByRole('menuitem', { name: 'Info and polls' }).click();
    await page.getByRole('list', { name: 'Poll' }).getByRole('button', { name: new RegExp(name) }).click();
    await expect(page.getByText('1 of 4 recipients answered')).toBeVisible();
    const question = page.getByTestId('poll-question').filter({ hasText: 'Colour' });
    await expect(question.locator('svg').getByText('Blue')).toBeVisible();
    await expect(question.getByRole('list', { name: 'Own answers' })).toContainText('With a roof, please');
  });
});

test('an administrator writes an announcement in the rich-text editor; it is stored as sanitised HTML', async ({ page, request }) => {
  const admin = await apiAs(request, ADMIN.login, ADMIN.password);
  const name = unique('Lift maintenance');
  await signIn(page, ADMIN.login, ADMIN.password, '/announces/create');
  await page.getByRole('textbox', { name: /^Name/ }).fill(name);
  await page.getByRole('textbox', { name: /^Subject/ }).fill('The lift stops on Tuesday');
  const editor = page.getByRole('textbox', { name: 'Message' });
  const bold = page.getByRole('toolbar', { name: 'Formatting' }).getByRole('button', { name: 'Bold' });
  /** Bold on or off, typing on once the editor has the focus back (a key pressed before would go to the button). */
  const boldThen = async (pressed: boolean, text: string) => {
    await bold.click();
    await expect(bold).toHaveAttribute('aria-pressed', String(pressed));
    await expect(editor).toBeFocused();
    await page.keyboard.type(text);
  };
  await editor.click();
  await page.keyboard.type('The lift in ');
  await boldThen(true, 'Block A');
  await boldThen(false, ' stops from 10:00 to 12:00.');
  await pickReference(page, 'Groups', 'Harbour Office Park');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(notification(page, /created$/)).toBeVisible();
  const [stored] = await admin.find('announces', 'name', name);
  expect(stored.body).toBe('<p>The lift in <strong>Block A</strong> stops from 10:00 to 12:00.</p>');
  expect(stored.status).toBe('new');
});

test('choosing Poll opens the poll editor: numbered questions with labelled answers, stored as typed', async ({ page, request }) => {
  const admin = await apiAs(request, ADMIN.login, ADMIN.password);
  const name = unique('Courtyard');
  await signIn(page, ADMIN.login, ADMIN.password, '/announces/create');
  await page.getByRole('textbox', { name: /^Name/ }).pressSequentially(name);
  await page.getByRole('textbox', { name: /^Subject/ }).pressSequentially('The courtyard');
  await page.getByRole('combobox', { name: /^Type/ }).click();
  await page.getByRole('option', { name: 'Poll' }).click();
  // Unfolded at once: the editor's own button, no section to open first.
  await page.getByRole('button', { name: 'Add question' }).click();
  const question = page.getByRole('group', { name: 'Question 1' });
  await question.getByRole('textbox', { name: /^Question text/ }).pressSequentially('Benches or flowers?');
  await question.getByRole('textbox', { name: 'Answer 1' }).pressSequentially('Benches');
  await question.getByRole('textbox', { name: 'Answer 2' }).pressSequentially('Flowers');
  await question.getByRole('button', { name: 'Add answer' }).click();
  await question.getByRole('textbox', { name: 'Answer 3' }).pressSequentially('Both');
  await question.getByRole('button', { name: 'Remove answer 2' }).click();
  await pickReference(page, 'Groups', 'Harbour Office Park');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(notification(page, /created$/)).toBeVisible();
  const [stored] = await admin.find('announces', 'name', name);
  expect((stored.type_info as { questions: unknown }).questions).toEqual([{ text: 'Benches or flowers?', answers: ['Benches', 'Both'] }]);
});

test('a resident opens a poll from its notification and answers it in the console; the administrator sees the answer', async ({ page, browser, request }) => {
  const admin = await apiAs(request, ADMIN.login, ADMIN.password);
  const resident = (await admin.find('users', 'login', 'resident1'))[0].id as number;
  const subject = unique('Swings or a slide?');
  // Sent to the residents' monitors: the console, not the mail, is where this resident reads it.
  const poll = await admin.create('announces', {
    name: subject,
    subject,
    type: 'poll',
    send_via: 'devices',
    body: '<p>The playground gets one new thing.</p>',
    users: [resident],
    type_info: { questions: [{ text: 'Which one?', answers: ['Swings', 'Slide'] }], poll_user_answer_allowed: true },
  });
  const started = await request.post(`/api/v0/announces/${poll.id}/start`, { headers: { authorization: `Bearer ${admin.token}` } });
  expect(started.status(), await started.text()).toBe(200);

  await signIn(page, 'resident1', DEMO_PASSWORD);
  await page.getByRole('button', { name: /^Notifications \(\d+ unread\)$/ }).click();
  await page.getByRole('region', { name: 'Notifications' }).getByTestId('notification').filter({ hasText: subject }).getByRole('button').first().click();
  await expect(page).toHaveURL(new RegExp(`/announces/received/${poll.id}$`));
  await expect(page.getByRole('heading', { name: subject })).toBeVisible();
  await expect(page.getByText('The playground gets one new thing.')).toBeVisible();
  await page.getByRole('radio', { name: 'Slide' }).check();
  await page.getByRole('textbox', { name: 'Your own answer' }).pressSequentially('A long one');
  await page.getByRole('button', { name: 'Send my answers' }).click();
  await expect(page.getByText('Thank you, your answers are saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByText(/^You answered on /)).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Slide' })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Send my answers' })).toHaveCount(0);

  const adminPage = await (await browser.newContext()).newPage();
  await signIn(adminPage, ADMIN.login, ADMIN.password);
  await adminPage.goto(`/announces/response?id=${poll.id}`);
  await expect(adminPage.getByText('1 of 1 recipients answered')).toBeVisible();
  await expect(adminPage.getByTestId('poll-question').getByRole('list', { name: 'Own answers' })).toContainText('A long one');
});

test('with no mail server, creating a user with a registration link and starting an e-mail announcement warn first', async ({ browser }) => {
  const own = await startOwnConsole();
  try {
    const context = await browser.newContext({ baseURL: own.url });
    const admin = await apiAs(context.request, ADMIN.login, ADMIN.password);
    const me = (await admin.get<{ data: { id: number } }>('/profile')).body.data.id;
    const announcement = await admin.create('announces', { name: 'Lift', subject: 'The lift stops', send_via: 'email', users: [me] });
    const page = await context.newPage();
    await signIn(page, ADMIN.login, ADMIN.password);
    const warning = page.getByTestId('mail-off-warning');

    await page.goto('/users/create');
    await expect(page.getByRole('checkbox', { name: 'Send registration link' })).toBeChecked();
    await expect(warning).toContainText('No mail server is configured: no e-mail will be sent.');
    await page.getByRole('checkbox', { name: 'Send registration link' }).uncheck();
    await expect(warning).toHaveCount(0);

    await page.goto(`/announces/${announcement.id}/show`);
    await page.getByRole('button', { name: 'Start' }).click();
    await expect(page.getByRole('dialog').getByTestId('mail-off-warning')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Mail settings' }).click();
    await expect(page).toHaveURL(/\/general-settings\?tab=mail/);
    await expect(page.getByRole('tab', { name: 'Mail (SMTP)', selected: true })).toBeVisible();
  } finally {
    await own.stop();
  }
});
