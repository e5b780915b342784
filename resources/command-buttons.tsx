/**
 * A button per command of the entity (schemas/define-entity.ts `commands`) on a record's show and edit pages,
 * rendered only when the server says the user may run it on this record now (allowed-actions: grant and
 * precondition). A command with input opens its dialog; one marked `confirm` asks first; then
 * `POST /{path}/{id}/{name}`, the success message, and the record fetched again.
 */
import { useState } from 'react';
import { Button, Confirm, useCanAccess, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { Entity, EntityCommand } from '../schemas/define-entity';
import { useHttp } from '../src/providers/http-context';
import { MailOffWarning } from '../src/layout/mail-off-warning';
import { CommandDialog } from './command-dialog';
import { commandInputFields, initialInput } from './command-input';
import { enumLabelKey } from './locale-keys';
import { sendsMail } from './mail-off-warning';
import { resourceName } from './routes';

type FieldMessages = Record<string, string>;

/** The server's field messages (already in the user's language), flat by input name. */
function fieldMessages(error: unknown): FieldMessages {
  const errors = (error as { body?: { errors?: Record<string, unknown> } })?.body?.errors ?? {};
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => typeof message === 'string')) as FieldMessages;
}

function CommandButton({ entity, name, command }: { entity: Entity; name: string; command: EntityCommand }) {
  const http = useHttp();
  const record = useRecordContext();
  const notify = useNotify();
  const translate = useTranslate();
  const refresh = useRefresh();
  // Asked again for each version of the record: running a command changes what may be run next, while
  // react-admin keys the answer by the record's id only.
  const { canAccess } = useCanAccess({ resource: resourceName(entity), action: name, record, meta: { version: record?.updated_at } });
  const fields = commandInputFields(entity, name, command);
  const [values, setValues] = useState<Record<string, unknown>>();
  const [errors, setErrors] = useState<FieldMessages>({});
  const [busy, setBusy] = useState(false);
  if (!record || !canAccess) return null;

  const keys = `resources.${entity.path}.commands.${name}`;
  const close = () => {
    setValues(undefined);
    setErrors({});
  };
  const run = async (input?: Record<string, unknown>) => {
    setBusy(true);
    try {
      await http('POST', `/${entity.path}/${record.id}/${name}`, input ? { body: input } : {});
      notify(`${keys}.done`, { type: 'success' });
      close();
      refresh();
    } catch (error) {
      setErrors(fieldMessages(error));
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const open = () => (fields.length || command.confirm ? setValues(initialInput(fields)) : run());
  return (
    <>
      <Button label={`${keys}.label`} color={command.tone ?? 'primary'} onClick={open} disabled={busy} />
      {values && fields.length > 0 && (
        <CommandDialog
          labelKey={`${keys}.label`}
          fields={fields}
          values={values}
          errors={errors}
          busy={busy}
          enumKey={(field, value) => (field in entity.fields ? enumLabelKey(entity.path, [field], value) : `${keys}.enums.${field}.${value}`)}
          onChange={setValues}
          onRun={() => run(values)}
          onClose={close}
        />
      )}
      {values && !fields.length && (
        <Confirm
          isOpen
          loading={busy}
          title={`${keys}.label`}
          content={
            <>
              {translate(`${keys}.confirm`, { name: String(record[entity.titleField] ?? record.id) })}
              <MailOffWarning when={command.sendsMail === true && sendsMail(entity, record)} />
            </>
          }
          onConfirm={() => run()}
          onClose={close}
        />
      )}
    </>
  );
}

/** The entity's command buttons, one element each (for the ActionBar). */
export const commandButtons = (entity: Entity) =>
  Object.entries(entity.commands ?? {}).map(([name, command]) => <CommandButton key={`command:${name}`} entity={entity} name={name} command={command} />);
