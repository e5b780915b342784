/**
 * A new site comes in from spreadsheets (issue 37 items 2-3), as the administrator does it in the import dialog:
 * a building's structure with three bad rows, read from the dry run's messages, fixed in the file and applied,
 * then seen in the groups' list with its parents, and the import undone; residents imported into an apartment,
 * seen in the users' list, and that import undone. A card list whose cards partly exist already comes in with "skip": the existing
 * cards keep their names. The files are written here as CSV, as a spreadsheet saves them.
 */
import type { Page } from '@playwright/test';
import { ADMIN, apiAs, expect, idOf, recordListRows, searchList, signIn, test } from './support';

const csv = (rows: string[][]) => Buffer.from(rows.map((row) => row.map((cell) => `"${cell.replaceAll('"', '""')}"`).join(',')).join('\r\n'), 'utf8');
const APARTMENT_111 = 'Riverside Residence/Block A/Block A entrance 1/Apartment 111';

/** The import dialog, by its title (a confirmation may open over it). */
const importDialog = (page: Page) => page.getByRole('dialog', { name: /^Import .+ from a spreadsheet$/ });

/** Opens the list's import dialog, uploads the file and checks it with the columns as matched. */
async function uploadAndCheck(page: Page, name: string, rows: string[][]) {
  const dialog = importDialog(page);
  await dialog.locator('input[type="file"]').setInputFiles({ name, mimeType: 'text/csv', buffer: csv(rows) });
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(dialog.getByText(`${rows.length - 1} rows read from ${name}.`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Check' }).click();
  await expect(dialog.getByText('Nothing is written yet. This is what applying would do.')).toBeVisible();
  return dialog;
}

/** Opens the list's import again (it kept its result), undoes it once confirmed, and closes it. */
async function undoTheImport(page: Page, file: string) {
  const dialog = importDialog(page);
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await dialog.getByRole('button', { name: 'Undo this import' }).click();
  await page.getByRole('dialog', { name: 'Undo this import?' }).getByRole('button', { name: 'Undo this import' }).click();
  await expect(dialog.getByText(new RegExp(`^Import of ${file.replaceAll('.', '\\.')} undone on `))).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
}

test('the administrator imports a building, fixing the rows the dry run refused, sees its tree, then undoes the import', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const building = `Block ${stamp}`;
  const entrance = `Entrance 1 ${stamp}`;
  const at = (...names: string[]) => ['Riverside Residence', ...names].join('/');
  const header = ['Parent group', 'Name', 'Type', 'Logic address'];
  const good = [
    [at(), building, '3', String(100 + (Date.now() % 800))],
    [at(building), entrance, '4', '1'],
    [at(building, entrance), `Apartment 1 ${stamp}`, '5', ''],
    [at(building, entrance), `Apartment 2 ${stamp}`, '5', ''],
  ];
  await signIn(page, ADMIN.login, ADMIN.password, '/groups');

  await test.step('the dry run names the three bad rows by index, in the spec’s words', async () => {
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const bad = [[at(building, entrance), 'x'.repeat(300), '5', ''], ['Nowhere/Block Z', `Apartment 3 ${stamp}`, '5', ''], [at(building, entrance), '', '5', '']];
    const dialog = await uploadAndCheck(page, 'building.csv', [header, ...good, ...bad]);
    await expect(dialog.getByText('To create: 4')).toBeVisible();
    await expect(dialog.getByText('With errors: 3')).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Show' }).selectOption('error');
    const rows = dialog.getByRole('table', { name: 'Values' }).getByRole('row').filter({ has: page.getByRole('cell') });
    await expect(rows).toHaveCount(3);
    const cells = (index: number) => rows.nth(index).getByRole('cell');
    await expect(cells(0)).toHaveText(['5', 'Error', /^Parent group: /, 'Name: Max length 255 chars']);
    await expect(cells(1)).toHaveText(['6', 'Error', /^Parent group: Nowhere\/Block Z; Name: /, /^Parent group: ./]);
    await expect(cells(2)).toHaveText(['7', 'Error', /^Parent group: /, 'Name: Field is required']);
    // A 300-character name and the messages wrap inside the dialog: nothing scrolls sideways at 1280 px.
    const sideways = () => dialog.evaluate((paper) => [paper, ...paper.children, document.documentElement].reduce((most, box) => Math.max(most, box.scrollWidth - box.clientWidth), 0));
    await expect.poll(sideways).toBeLessThanOrEqual(0);
  });

  await test.step('the corrected file applies, and the groups show under their parents', async () => {
    const dialog = importDialog(page);
    await dialog.getByRole('button', { name: 'Upload a corrected file' }).click();
    const fixed = [[at(building, entrance), `Apartment 3 ${stamp}`, '5', ''], [at(building, entrance), `Apartment 4 ${stamp}`, '5', '']];
    await uploadAndCheck(page, 'building-fixed.csv', [header, ...good, ...fixed]);
    await expect(dialog.getByText('To create: 6')).toBeVisible();
    await expect(dialog.getByText('With errors: 0')).toBeVisible();
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(dialog.getByText('Created: 6, updated: 0, skipped: 0, failed: 0')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await searchList(page, stamp);
    await expect(recordListRows(page)).toHaveCount(6);
    // A row is named by its cells, the record's name first and its parent after.
    const groupRow = (name: string) => page.getByRole('row', { name: new RegExp(`^Select this row ${name} `) });
    await expect(groupRow(`Apartment 4 ${stamp}`)).toContainText(entrance);
    await expect(groupRow(entrance)).toContainText(building);
    await expect(groupRow(building)).toContainText('Riverside Residence');
  });

  await test.step('the import is undone from the dialog it was applied in, and the groups are gone', async () => {
    await undoTheImport(page, 'building-fixed.csv');
    await expect(recordListRows(page)).toHaveCount(0);
  });
});

test('residents come into their apartments from a users-by-groups file, and that import is undone', async ({ page }) => {
  const stamp = Date.now().toString(36);
  await signIn(page, ADMIN.login, ADMIN.password, '/users');
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const residents = [
    ['Login', 'Name', 'E-mail', 'Role', 'Groups'],
    [`ann.${stamp}`, `Ann ${stamp}`, `ann.${stamp}@example.com`, 'Resident', APARTMENT_111],
    [`bob.${stamp}`, `Bob ${stamp}`, `bob.${stamp}@example.com`, 'Resident', APARTMENT_111],
  ];
  const dialog = await uploadAndCheck(page, 'residents.csv', residents);
  await expect(dialog.getByText('To create: 2')).toBeVisible();
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog.getByText('Created: 2, updated: 0, skipped: 0, failed: 0')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await searchList(page, stamp);
  await expect(recordListRows(page)).toHaveCount(2);
  await undoTheImport(page, 'residents.csv');
  await expect(recordListRows(page)).toHaveCount(0);
});

test('a card list whose cards partly exist comes in with "skip": the existing cards keep their names', async ({ page, request }) => {
  const admin = await apiAs(request, ADMIN.login, ADMIN.password);
  const stamp = String(Date.now()).slice(-9);
  const values = [`7${stamp}`, `8${stamp}`, `9${stamp}`];
  const apartment = await idOf(admin, 'groups', 'name', 'Apartment 111');
  await admin.create('identifiers', { name: `Old card ${stamp}`, type: 'card', value: values[0], domain_ids: [apartment] });
  await admin.create('identifiers', { name: `Old card 2 ${stamp}`, type: 'card', value: values[1], domain_ids: [apartment] });
  await signIn(page, ADMIN.login, ADMIN.password, '/identifiers');
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const cards = [['Name', 'Type', 'Value', 'Groups'], ...values.map((value, index) => [`New card ${index + 1} ${stamp}`, 'card', value, APARTMENT_111])];
  const dialog = await uploadAndCheck(page, 'cards.csv', cards);
  await expect(dialog.getByText('To create: 1')).toBeVisible();
  await expect(dialog.getByText('To skip: 2')).toBeVisible();
  await dialog.getByRole('radio', { name: 'Skip' }).check();
  await expect(dialog.getByRole('combobox', { name: 'Row 1: what to do with the existing record' })).toHaveValue('skip');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog.getByText('Created: 1, updated: 0, skipped: 2, failed: 0')).toBeVisible();
  for (const [index, name] of [`Old card ${stamp}`, `Old card 2 ${stamp}`, `New card 3 ${stamp}`].entries()) {
    expect((await admin.find('identifiers', 'value', values[index]))[0]?.name).toBe(name);
  }
});
