/**
 * What a form save hands to the dataProvider. An empty secret means "keep the stored one" (000 §5.3) at any
 * depth: the dataProvider leaves out top-level ones, and the schema finds nested ones such as
 * device_settings.sip.password, which the server would otherwise overwrite with ''. A create-time instruction
 * (transient, e.g. send_registration_link) is not sent again on edit. Server-owned fields and unchanged
 * fields are the dataProvider's to drop.
 *
 * @example formPayload(deviceSchema, { device_settings: { sip: { password: '', talk_timeout: 60 } } }, 'edit')
 * // { device_settings: { sip: { talk_timeout: 60 } } }
 */
import { keepsStoredSecret } from '../schemas/define-entity';
import { type FormNode, childNodes, isWriteOnly, solidNode } from './form-schema';
import type { FormMode } from './ui-schema';

type Data = Record<string, unknown>;

const isData = (value: unknown): value is Data => typeof value === 'object' && value !== null && !Array.isArray(value);

function clean(node: FormNode, data: Data, mode: FormMode): Data {
  const out: Data = { ...data };
  for (const [name, child] of childNodes(node)) {
    const value = out[name];
    if ((isWriteOnly(child) && keepsStoredSecret(value)) || (mode === 'edit' && child.transient)) delete out[name];
    else if (isData(value) && solidNode(child).type === 'object') out[name] = clean(solidNode(child), value, mode);
  }
  return out;
}

export function formPayload(schema: FormNode, data: Data, mode: FormMode): Data {
  return clean(schema, data, mode);
}
