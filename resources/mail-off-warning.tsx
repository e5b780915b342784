/**
 * While no mail server is configured, the console warns before an action that would send e-mail: saving a
 * record whose fields say it sends some (FieldMeta `sendsMail`: a user with "Send registration link", an
 * announcement by e-mail) and running a command marked `sendsMail` (an announcement's Start). Otherwise the
 * mail silently never leaves (issue 34 §7).
 */
import { useContext, useSyncExternalStore } from 'react';
import { z } from 'zod';
import type { Entity } from '../schemas/define-entity';
import { fieldMeta } from '../schemas/introspect';
import { MailOffWarning } from '../src/layout/mail-off-warning';
import { FormValuesContext } from './form/form-values';

/** Whether saving `data` (or running a mail-sending command on it) sends e-mail, by the entity's description. */
export function sendsMail(entity: Entity, data: Record<string, unknown> | undefined): boolean {
  return Object.entries(entity.fields).some(([name, type]) => {
    const values = fieldMeta(type).sendsMail;
    if (!values) return false;
    // A field the user has not touched yet holds its default (a new user's "Send registration link" is on).
    const value = data && name in data ? data[name] : z.safeParse(type, undefined).data;
    return values.includes(value as string | boolean);
  });
}

/** In an entity form: warns while what the form holds would send e-mail. */
export function MailOffFormWarning({ entity }: { entity: Entity }) {
  const values = useContext(FormValuesContext);
  const sending = useSyncExternalStore(values.subscribe, () => sendsMail(entity, values.get()));
  return <MailOffWarning when={sending} />;
}
