/**
 * The access matrix of a user who may view no devices (a resident): their own row, the doors their access
 * rules name, each with the decision now and its reason (GET /access-decision/own-doors).
 */
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { useMatrixApi } from './matrix-api';
import { reasonText } from './reason-text';

export function OwnDoors() {
  const translate = useTranslate();
  const matrixApi = useMatrixApi();
  const own = useQuery({ queryKey: ['access-matrix', 'own-doors'], queryFn: () => matrixApi.ownDoors() });
  if (!own.data) return <Typography sx={{ p: 2 }}>{translate('access_matrix.loading')}</Typography>;
  const { doors } = own.data;
  if (!doors.length) return <Typography sx={{ p: 2 }} color="text.secondary">{translate('access_matrix.own.none')}</Typography>;
  return (
    <List aria-label={translate('access_matrix.own.title')} dense>
      {doors.map((door) => {
        const { rule_name, schedule_name, ...reason } = door.reason;
        const names = { rules: new Map(rule_name && reason.rule_id !== undefined ? [[reason.rule_id, rule_name]] : []), schedules: new Map(schedule_name && reason.schedule_id !== undefined ? [[reason.schedule_id, schedule_name]] : []) };
        return (
          <ListItem key={door.id} data-state={door.allowed ? 'allowed' : 'denied'}>
            <ListItemIcon sx={{ minWidth: 36, color: door.allowed ? 'success.main' : 'error.main' }}>
              {door.allowed ? <CheckIcon aria-label={translate('access_matrix.allowed')} /> : <CloseIcon aria-label={translate('access_matrix.denied')} />}
            </ListItemIcon>
            <ListItemText primary={door.name} secondary={reasonText({ subject_id: 0, device_id: door.id, allowed: door.allowed, reason }, names, translate)} />
          </ListItem>
        );
      })}
    </List>
  );
}
