/**
 * rjsf FieldErrorTemplate: the MUI theme's, each message once. With live validation on (after a first
 * failed save), rjsf 6.10 merges the server's `extraErrors` into a field's errors again on later renders,
 * so "Value must be unique" showed three times (rjsf-team/react-jsonschema-form#5306).
 */
import { Templates } from '@rjsf/mui';
import type { FieldErrorProps } from '@rjsf/utils';

const MuiFieldErrorTemplate = Templates.FieldErrorTemplate!;

export function UniqueFieldErrors(props: FieldErrorProps) {
  return <MuiFieldErrorTemplate {...props} errors={props.errors && [...new Set(props.errors)]} />;
}
