/**
 * Write-only fields required on create and kept on update (issue 15 §4): a required password is asked for when
 * a record is made, and left empty on its edit form to keep the stored one (000 §5.3). The server merges the
 * stored value before it validates; the form drops "required" and the like for such a field left empty.
 *
 * @example withoutKeptSecrets(trunkSchema, { password: '' }, errors) // no error for `.password`
 */
import type { RJSFValidationError } from '@rjsf/utils';
import { keepsStoredSecret } from '../../schemas/define-entity';
import { type FormNode, childNodes, isWriteOnly, solidNode } from '../form-schema';

/** The schema node and the value at an rjsf property path ('.device_settings.sip.password'). */
function nodeAndValue(schema: FormNode, data: unknown, property: string) {
  let node: FormNode | undefined = schema;
  let value: unknown = data;
  for (const part of property.split('.').filter(Boolean)) {
    node = node && childNodes(solidNode(node)).find(([name]) => name === part)?.[1];
    value = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[part] : undefined;
  }
  return { node, value };
}

/** The errors left once those of write-only fields left empty (the stored secret kept) are dropped. */
export function withoutKeptSecrets(schema: FormNode, data: unknown, errors: RJSFValidationError[]): RJSFValidationError[] {
  return errors.filter((error) => {
    // A missing property is reported on its parent, naming the property.
    const missing = error.name === 'required' ? (error.params as { missingProperty?: string } | undefined)?.missingProperty : undefined;
    const property = missing ? `${error.property ?? ''}.${missing}` : (error.property ?? '');
    const { node, value } = nodeAndValue(schema, data, property);
    return !(node && isWriteOnly(node) && keepsStoredSecret(value));
  });
}
