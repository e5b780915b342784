/**
 * The field displays the generator ships (resources/display-registry.ts): files. Each is shown by its summary
 * and edited by its own rjsf field. Domains register their own (src/identifiers/identifier-displays.tsx, ...).
 */
import { registerDisplays } from '../display-registry';
import { FileValue } from '../file-value';
import { FileFormField } from './file-form-field';

declare module '../../schemas/define-entity' {
  interface FieldDisplays {
    file: true;
  }
}

registerDisplays({
  // Every file field (schemas/file-field.ts): chosen in the form, uploaded once the record is saved.
  file: { show: FileValue, form: { field: FileFormField } },
});
