/**
 * An entity's create or edit form: @rjsf with the MUI theme over the entity's form JSON Schema and the
 * generated uiSchema, validated with the spec's messages, saved through react-admin's save context
 * (<Create>/<Edit>). The server's field errors come back into the form as rjsf `extraErrors`. The
 * validator is the entity's, precompiled at build time (entity-validator.ts): the form waits for its chunk.
 * The entity's form fills (FormFill) sit above the fields and restart the form from what it holds plus their values.
 */
import { Box, LinearProgress } from '@mui/material';
import Form from '@rjsf/mui';
import { type ErrorSchema, getDefaultFormState, type RJSFValidationError, type UiSchema } from '@rjsf/utils';
import { Suspense, use, useEffect, useMemo, useRef, useState } from 'react';
import { type RaRecord, useGetIdentity, useNotify, usePermissions, useRecordContext, useSaveContext, useTranslate } from 'react-admin';
import type { Entity } from '../../schemas/define-entity';
import { withFilled } from '../form-fills';
import { formPayload } from '../form-payload';
import { recordTitle } from '../list-description';
import { entityFormSchema } from '../form-schema';
import { saveErrorText } from '../record-messages';
import { serverFieldErrors } from '../server-errors';
import { errorNotices } from '../error-notices';
import { NOTICES_ALERT_MS } from '../../src/layout/alert-durations';
import { type FormMode, buildUiSchema } from '../ui-schema';
import { errorTransformer } from '../validation-messages';
import { entityValidator } from './entity-validator';
import { withoutKeptSecrets } from './kept-secrets';
import { FormFillButtons } from './form-fill-buttons';
import { formFields, formTemplates, formWidgets } from './form-registry';
import { createFormValues, FormValuesContext } from './form-values';
import { MailOffFormWarning } from '../mail-off-warning';
import { FormToolbar } from './form-toolbar';
import { rjsfStrings } from './rjsf-strings';
import { UniqueFieldErrors } from './unique-field-errors';
import { holdsChanges } from './unsaved-changes';
import { useSaveConfirmation } from './use-save-confirmation';
import { useUnsavedChangesGuard } from './use-unsaved-changes-guard';

const templates = { ...formTemplates, FieldErrorTemplate: UniqueFieldErrors };
// A list's minItems is a rule to check, not a number of empty items to start with.
const defaultsBehavior = { arrayMinItems: { populate: 'never' } } as const;

type Data = Record<string, unknown>;

interface EntityFormProps {
  entity: Entity;
  mode: FormMode;
  /** View mode: every input disabled, no save bar. */
  disabled?: boolean;
  /** After a successful edit. */
  onSaved?: () => void;
}

const errorText = (error: unknown) => (typeof error === 'string' ? error : (error as Error | undefined)?.message || 'errors.default');

export function EntityForm(props: EntityFormProps) {
  return (
    <Suspense fallback={<LinearProgress sx={{ m: 2 }} />}>
      <ValidatedEntityForm {...props} />
    </Suspense>
  );
}

function ValidatedEntityForm({ entity, mode, disabled = false, onSaved }: EntityFormProps) {
  const validator = use(entityValidator(entity));
  const record = useRecordContext<RaRecord>();
  const { save, saving = false } = useSaveContext();
  const translate = useTranslate();
  const notify = useNotify();
  const schema = entityFormSchema(entity);
  const { identity } = useGetIdentity();
  const ownRecord = entity.own === 'self' && record?.id !== undefined && String(record.id) === String(identity?.id);
  const { permissions } = usePermissions<string[]>();
  const uiSchema = useMemo(() => buildUiSchema(entity, translate, mode, ownRecord, permissions ?? []), [entity, translate, mode, ownRecord, permissions]);
  // What the form holds now: on edit, a required secret left empty keeps the stored one (kept-secrets.ts).
  const current = useRef<unknown>(record);
  // The same, for fields that read their siblings (form-values.ts).
  const [formValues] = useState(() => createFormValues(record));
  useEffect(() => formValues.set(record), [formValues, record]);
  const transformErrors = useMemo(() => {
    const localised = errorTransformer(entity, translate);
    return mode === 'edit' ? (errors: RJSFValidationError[], ui?: UiSchema) => localised(withoutKeptSecrets(schema, current.current, errors), ui) : localised;
  }, [entity, translate, mode, schema]);
  const translateString = useMemo(() => rjsfStrings(translate), [translate]);
  const [extraErrors, setExtraErrors] = useState<ErrorSchema>();
  const [attempted, setAttempted] = useState(false);
  // The form keeps its own data (a controlled rjsf form re-merges extraErrors on every keystroke). It starts
  // again from the stored record when switching between view and edit, and when the saved record comes back.
  const formKey = `${disabled}:${String(record?.updated_at ?? '')}`;
  // What the form starts with, as rjsf fills it: changes are measured against it.
  const started = useMemo(() => getDefaultFormState(validator, schema, record, schema, false, defaultsBehavior), [validator, schema, record]);
  const [changed, setChanged] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  useEffect(() => setChanged(false), [formKey]);
  // A form fill's values: the form starts again from them (rjsf keeps its own data), for this formKey only.
  const [filled, setFilled] = useState<{ formKey: string; data: Data; count: number }>();
  const fill = filled?.formKey === formKey ? filled : undefined;
  const onFill = (values: Data) => {
    const data = withFilled(current.current, values);
    current.current = data;
    formValues.set(data);
    setFilled({ formKey, data, count: (fill?.count ?? 0) + 1 });
    setChanged(holdsChanges(started, data));
  };
  const leaveDialog = useUnsavedChangesGuard(!disabled && changed && !submitted);
  const { confirmFirst, dialog: saveDialog } = useSaveConfirmation(entity, record, mode);

  const submit = (data: Data | undefined) => void confirmFirst(data ?? {}, () => saveNow(data));

  const saveNow = (data: Data | undefined) => {
    if (!save) return;
    setExtraErrors(undefined);
    // A save under way may leave the page (a new record opens its edit page): nothing to ask then.
    setSubmitted(true);
    save(formPayload(schema, data ?? {}, mode), {
      ...(mode === 'edit' && {
        onSuccess: (saved: RaRecord) => {
          notify('resources.common.saved', { type: 'info', messageArgs: { name: recordTitle(entity, saved) } });
          // Saved is no longer changed, even when the stored record comes back as it was (no new updated_at).
          setChanged(false);
          setSubmitted(false);
          onSaved?.();
        },
      }),
      onError: (error: unknown) => {
        setSubmitted(false);
        const { errorSchema, formMessage } = serverFieldErrors(error);
        setExtraErrors(errorSchema);
        const notices = errorNotices(error, translate);
        if (notices.length) return notify(notices.join('\n'), { type: 'error', multiLine: true, autoHideDuration: NOTICES_ALERT_MS });
        notify(formMessage ?? (errorSchema ? 'validation.check_fields' : saveErrorText(translate, entity, data, errorText(error))), { type: 'error' });
      },
    });
  };

  return (
    <Box sx={{ p: 2 }}>
      {!disabled && <FormFillButtons key={formKey} entity={entity} mode={mode} onFill={onFill} />}
      <FormValuesContext value={formValues}>
        <Form
          key={`${formKey}:${fill?.count ?? 0}`}
          schema={schema}
          uiSchema={uiSchema}
          initialFormData={fill?.data ?? record}
          validator={validator}
          transformErrors={transformErrors}
          extraErrors={disabled ? undefined : extraErrors}
          widgets={formWidgets}
          fields={formFields}
          templates={templates}
          translateString={translateString}
          disabled={disabled}
          showErrorList={false}
          noHtml5Validate
          focusOnFirstError
          experimental_defaultFormStateBehavior={defaultsBehavior}
          onChange={(event) => {
            current.current = event.formData;
            formValues.set(event.formData);
            setChanged(holdsChanges(started, event.formData));
          }}
          // After a first attempt, fields re-check as the user leaves them.
          liveValidate={attempted ? 'onBlur' : undefined}
          onError={() => {
            setAttempted(true);
            notify('validation.check_fields', { type: 'error' });
          }}
          onSubmit={(event) => submit(event.formData)}
        >
          {disabled ? (
            <></>
          ) : (
            <>
              <MailOffFormWarning entity={entity} />
              <FormToolbar saving={saving} deletable={mode === 'edit'} onDeleting={setSubmitted} />
            </>
          )}
        </Form>
      </FormValuesContext>
      {leaveDialog}
      {saveDialog}
    </Box>
  );
}
