/**
 * A file field on lists and show pages (schemas/file-field.ts): the file's name and size, and a button that
 * downloads it. A download in a list row does not open the row.
 */
import DownloadIcon from '@mui/icons-material/Download';
import { IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useNotify, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { entityByPath } from '../schemas';
import { fileFieldsOf, type StoredFile } from '../schemas/file-field';
import { useHttp } from '../src/providers/http-context';
import { downloadFile } from './file-download';
import { commonKey } from './locale-keys';

/** '12 kb' in the user's language, never 0 for a file that has bytes. */
export const useFileSize = () => {
  const translate = useTranslate();
  return (bytes: number) => translate(commonKey('file_size_kb'), { size: Math.max(1, Math.ceil(bytes / 1024)) });
};

/** The API path of a record's file: /{entity path}/{id}/{the field's route}. */
export function filePath(resource: string | undefined, id: unknown, field: string) {
  const entity = resource ? entityByPath(resource) : undefined;
  const route = entity && fileFieldsOf(entity).find((candidate) => candidate.field === field)?.route;
  return entity && route && id !== undefined ? `/${entity.path}/${id}/${route}` : undefined;
}

export function FileValue({ source }: { source: string; label?: string; sortable?: boolean }) {
  const http = useHttp();
  const record = useRecordContext();
  const resource = useResourceContext();
  const translate = useTranslate();
  const notify = useNotify();
  const size = useFileSize();
  const file = record?.[source] as StoredFile | null | undefined;
  if (!file) return null;
  const path = filePath(resource, record?.id, source);
  const label = translate(commonKey('file_download'), { name: file.name });
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', minWidth: 0 }}>
      <Typography component="span" variant="body2" noWrap title={file.name} sx={{ minWidth: 0 }}>
        {file.name} ({size(file.size)})
      </Typography>
      {path && (
        <Tooltip title={label}>
          <IconButton
            size="small"
            aria-label={label}
            onClick={(event) => {
              event.stopPropagation();
              downloadFile(http, path, {}, file.name).catch((error: Error) => notify(error.message, { type: 'error' }));
            }}
          >
            <DownloadIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </Stack>
  );
}
