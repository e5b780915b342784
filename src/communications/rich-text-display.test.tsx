// @vitest-environment jsdom
/**
 * A rich-text field's error shows once, under the field, as every other field's: the entity form's field error
 * list shows it, and the rich-text widget only marks itself failing. Here the mail template's form, refused by
 * the server for a missing required placeholder, as the server words it (error.fields and field_codes).
 */
import '../extensions';
import type { ReactNode } from 'react';
import { RecordContextProvider, SaveContextProvider, useTranslate } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EntityForm } from '../../resources/form/entity-form';
import { mailTemplate } from '../../schemas/mail-template';
import { httpDouble } from '../providers/http-double';
import { toHttpError } from '../providers/http-error';
import { click, type RenderedConsole, renderConsole, signedInAs } from '../providers/test-support/render-console';

const MESSAGE = 'Required placeholders must be present: %{link}';
const REFUSAL = {
  message: 'invalid data',
  error: { code: 'invalid_data', fields: { body: MESSAGE }, field_codes: { body: { key: 'validation.required_placeholders', params: { placeholders: '%{link}' } } } },
};

let rendered: RenderedConsole | undefined;
afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
});

/** The save a create page gives its form, answering as the server does to a template without %{link}. */
function RefusingSave({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const save = (_data: unknown, options?: { onError?: (error: unknown) => void }) => options?.onError?.(toHttpError(422, REFUSAL, translate));
  return <SaveContextProvider value={{ save: save as never, saving: false }}>{children}</SaveContextProvider>;
}

describe('the rich-text field in a form', () => {
  it('shows a server field error once', async () => {
    const server = httpDouble(signedInAs(['groups.edit.all', 'project_settings.change']));
    rendered = await renderConsole(
      <RecordContextProvider value={{ mail_type_id: 'registration_confirm', subject: 'Welcome', body: '<p>Confirm the account</p>', domain_id: null }}>
        <RefusingSave>
          <EntityForm entity={mailTemplate} mode="create" />
        </RefusingSave>
      </RecordContextProvider>,
      server,
    );
    const container = rendered.container;
    // The editor is its own chunk, loaded with the form.
    await vi.waitFor(() => expect(container.querySelector('[role="textbox"][aria-label="Text"]')).not.toBeNull(), { timeout: 10_000 });
    await click([...container.querySelectorAll('button[type="submit"]')].find((button) => button.textContent === 'Save'));
    await vi.waitFor(() => expect(container.textContent).toContain(MESSAGE));
    expect(container.textContent!.split(MESSAGE).length - 1).toBe(1);
  });
});
