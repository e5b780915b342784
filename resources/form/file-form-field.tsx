/**
 * A file field in the add and edit forms (schemas/file-field.ts): the current file, "Choose file" (or
 * "Replace") and "Remove". A chosen file is checked here by size and type, as the server will check it by
 * content, and held until the record is saved; the data provider then uploads it (src/providers/pending-files.ts).
 * Its hint (the kinds and size allowed) is the field template's, under the field, like every field's.
 */
import { Box, Button, FormHelperText, FormLabel, Stack, Typography } from '@mui/material';
import type { FieldProps } from '@rjsf/utils';
import { type ChangeEvent, useRef, useState } from 'react';
import { useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { acceptedTypes, FILE_KINDS, type FileRule, kindNames, sizeRefusal, type StoredFile } from '../../schemas/file-field';
import { holdFile, isHeldFile } from '../../src/providers/pending-files';
import { FileValue, filePath, useFileSize } from '../file-value';
import { commonKey } from '../locale-keys';

/** Accepted by the browser's type, or by the name's extension when the browser does not know the type. */
function typeAccepted(rule: FileRule, file: File) {
  if (acceptedTypes(rule).includes(file.type)) return true;
  const extension = `.${file.name.split('.').pop()?.toLowerCase()}`;
  return rule.kinds.some((kind) => FILE_KINDS[kind].extensions.split(',').includes(extension));
}

export function FileFormField(props: FieldProps<StoredFile | null>) {
  const translate = useTranslate();
  const size = useFileSize();
  const record = useRecordContext();
  const resource = useResourceContext();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string>();
  const rule = (props.schema as { file?: FileRule }).file ?? { kinds: [], maxKb: 0 };
  const title = (props.uiSchema?.['ui:title'] as string | undefined) ?? props.schema.title ?? props.name;
  const value = props.formData ?? null;
  const locked = props.disabled || props.readonly;
  const change = (next: StoredFile | null) => props.onChange(next, props.fieldPathId.path);
  const stored = value && !isHeldFile(value) && filePath(resource, record?.id, props.name);

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file may be chosen again after a refusal
    if (!file) return;
    const refusal = sizeRefusal(rule, file.size) ?? (typeAccepted(rule, file) ? undefined : { key: 'validation.file_type', params: { type: kindNames(rule) } });
    setProblem(refusal && translate(refusal.key, refusal.params));
    if (!refusal) change(holdFile(file));
  }

  const errors = [problem, ...((props.errorSchema as { __errors?: string[] } | undefined)?.__errors ?? [])].filter(Boolean);
  return (
    <Box>
      <FormLabel component="div" sx={{ mb: 0.5 }}>
        {title}
      </FormLabel>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', minWidth: 0 }}>
        {stored ? (
          <FileValue source={props.name} />
        ) : (
          <Typography variant="body2" color={value ? 'text.primary' : 'text.secondary'} noWrap sx={{ minWidth: 0 }}>
            {value ? `${value.name} (${size(value.size)})` : translate(commonKey('file_none'))}
          </Typography>
        )}
        <Button size="small" variant="outlined" disabled={locked} onClick={() => input.current?.click()}>
          {translate(commonKey(value ? 'file_replace' : 'file_choose'))}
        </Button>
        {value && (
          <Button size="small" color="error" disabled={locked} onClick={() => change(null)}>
            {translate(commonKey('file_remove'))}
          </Button>
        )}
        <input ref={input} type="file" hidden accept={[...acceptedTypes(rule), ...rule.kinds.map((kind) => FILE_KINDS[kind].extensions)].join(',')} onChange={pick} aria-label={title} />
      </Stack>
      {errors.map((message) => (
        <FormHelperText key={message} error>
          {message}
        </FormHelperText>
      ))}
    </Box>
  );
}
