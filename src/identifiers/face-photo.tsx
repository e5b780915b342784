/**
 * A face identifier's photo (issue 38 item 3): the picture itself beside the file's name, on the identifier's
 * pages, in lists (a user's identifiers) and in its form, where it is chosen as any file field's file.
 */
import { Avatar, Stack } from '@mui/material';
import type { FieldProps } from '@rjsf/utils';
import { useEffect, useState } from 'react';
import { useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import type { StoredFile } from '../../schemas/file-field';
import { fetchBlob } from '../../resources/file-download';
import { filePath } from '../../resources/file-value';
import { FileFormField } from '../../resources/form/file-form-field';
import { useHttp } from '../providers/http-context';

/** The stored photo, small; nothing while there is none (or it is only chosen, not yet saved). */
export function FacePhotoThumbnail({ source, size = 40 }: { source: string; size?: number }) {
  const http = useHttp();
  const record = useRecordContext();
  const resource = useResourceContext();
  const translate = useTranslate();
  const file = record?.[source] as StoredFile | null | undefined;
  const path = file?.version ? filePath(resource, record?.id, source) : undefined;
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!path) return setUrl(undefined);
    let shown: string | undefined;
    let gone = false;
    fetchBlob(http, path)
      .then((blob) => {
        if (gone) return;
        shown = URL.createObjectURL(blob);
        setUrl(shown);
      })
      .catch(() => setUrl(undefined));
    return () => {
      gone = true;
      if (shown) URL.revokeObjectURL(shown);
    };
  }, [http, path]);
  if (!url) return null;
  return <Avatar variant="rounded" src={url} alt={translate('resources.identifiers.fields.photo')} sx={{ width: size, height: size }} />;
}

/** In lists (a user's identifiers) and on show pages: the picture alone, compact. */
export function FacePhotoValue({ source }: { source: string }) {
  return <FacePhotoThumbnail source={source} />;
}

export function FacePhotoFormField(props: FieldProps<StoredFile | null>) {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-end' }}>
      <FacePhotoThumbnail source={props.name} size={96} />
      <FileFormField {...props} />
    </Stack>
  );
}
