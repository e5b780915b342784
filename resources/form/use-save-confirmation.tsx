/**
 * Asks before an edit is saved when the entity's module says the edit does more than change the record
 * (save-confirmations.ts): the answer's sentence and list in a confirmation; Save saves, Cancel keeps editing.
 * A check that fails to answer lets the save go on: the server's own rules still hold.
 */
import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm, type RaRecord, useTranslate } from 'react-admin';
import type { Entity } from '../../schemas/define-entity';
import { useHttp } from '../../src/providers/http-context';
import { formatDate } from '../date-time';
import { useDateTimeSettings } from '../use-date-time-settings';
import { type SaveConfirmation, saveConfirmationOf } from './save-confirmations';

type Data = Record<string, unknown>;

export function useSaveConfirmation(entity: Entity, record: RaRecord | undefined, mode: 'create' | 'edit') {
  const translate = useTranslate();
  const settings = useDateTimeSettings();
  const http = useHttp();
  const [asking, setAsking] = useState<{ confirmation: SaveConfirmation; proceed: () => void }>();
  const check = mode === 'edit' && record ? saveConfirmationOf(entity.path) : undefined;

  /** Runs `proceed` at once, or once the user confirms what the check found. */
  const confirmFirst = async (data: Data, proceed: () => void) => {
    const formatDay = (day: string) => formatDate(day, { ...settings, timeZone: 'UTC' });
    const confirmation = check ? await check({ record: record!, data, translate, formatDay, http }).catch(() => undefined) : undefined;
    if (confirmation) setAsking({ confirmation, proceed });
    else proceed();
  };

  const dialog = (
    <Confirm
      isOpen={asking !== undefined}
      title="resources.common.save_confirmation"
      confirm="ra.action.save"
      content={
        asking && (
          <>
            <Typography variant="body2">{asking.confirmation.message}</Typography>
            <List dense>
              {asking.confirmation.items.map((item) => (
                <ListItem key={item} disableGutters>
                  <ListItemText primary={item} />
                </ListItem>
              ))}
            </List>
          </>
        )
      }
      onConfirm={() => {
        asking?.proceed();
        setAsking(undefined);
      }}
      onClose={() => setAsking(undefined)}
    />
  );
  return { confirmFirst, dialog };
}
