/**
 * The entity's form fills (schemas/define-entity.ts FormFill) above its form: one button each, shown only to
 * those who may do what the fill needs; pressed, it asks the server and hands the values to the form. A
 * revealed value (a generated password) is printed beside the buttons until the form is saved or left.
 */
import { Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { useCanAccess, useNotify, useTranslate } from 'react-admin';
import type { Entity, FormFill } from '../../schemas/define-entity';
import { useHttp } from '../../src/providers/http-context';
import { fetchFill, formFillsFor, revealedValues } from '../form-fills';
import { fieldLabelKey, fillKey } from '../locale-keys';
import { resourceName } from '../routes';
import type { FormMode } from '../ui-schema';

interface FormFillButtonsProps {
  entity: Entity;
  mode: FormMode;
  onFill(values: Record<string, unknown>): void;
}

export function FormFillButtons({ entity, mode, onFill }: FormFillButtonsProps) {
  const fills = formFillsFor(entity, mode);
  const [revealed, setRevealed] = useState<[string, string][]>([]);
  const translate = useTranslate();
  if (!fills.length) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
      {fills.map(([name, fill]) => (
        <FillButton
          key={name}
          entity={entity}
          name={name}
          fill={fill}
          onFill={(values) => {
            setRevealed(revealedValues(fill, values));
            onFill(values);
          }}
        />
      ))}
      {revealed.map(([field, value]) => (
        <Typography key={field} data-testid={`revealed-${field}`}>
          {translate(fieldLabelKey(entity.path, [field]))}: <Box component="code" sx={{ fontSize: '1rem' }}>{value}</Box>
        </Typography>
      ))}
    </Box>
  );
}

function FillButton({ entity, name, fill, onFill }: { entity: Entity; name: string; fill: FormFill; onFill(values: Record<string, unknown>): void }) {
  const http = useHttp();
  const { canAccess } = useCanAccess({ resource: resourceName(entity), action: fill.needs ?? 'create' });
  const translate = useTranslate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  if (!canAccess) return null;
  const run = async () => {
    setBusy(true);
    try {
      onFill(await fetchFill(http, entity, fill));
      notify(fillKey(entity.path, name, 'done'), { type: 'info' });
    } catch (error) {
      notify((error as Error)?.message || 'errors.default', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outlined" disabled={busy} onClick={run}>
      {translate(fillKey(entity.path, name, 'label'))}
    </Button>
  );
}
