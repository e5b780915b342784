/**
 * The shared "license types info" dialog (000 §2.7): which license type a user's license is, by what it allows,
 * derived from the one rule (schemas/group-licence.ts licenceTypeOf, 000 §3.1 "License type is derived from flags").
 */
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { licenceTypeOf } from '../../schemas/group-licence';
import { InfoDialog } from './info-dialog';

/** Every combination of the flags a type is derived from, in the order a licence grows. */
const COMBINATIONS = [
  { sip: false, mobileApp: false },
  { sip: false, mobileApp: true },
  { sip: true, mobileApp: true },
  { sip: true, mobileApp: false },
];

export function LicenceTypesInfoDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const mark = (on: boolean) => translate(on ? 'shell.dialogs.licence_types.yes' : 'shell.dialogs.licence_types.no');
  return (
    <InfoDialog open={open} onClose={onClose} title={translate('shell.dialogs.licence_types.title')} size="sm">
      <Typography variant="body2" sx={{ mb: 1 }}>{translate('shell.dialogs.licence_types.text')}</Typography>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{translate('shell.dialogs.licence_types.type')}</TableCell>
            <TableCell>{translate('shell.dialogs.licence_types.mobile_app')}</TableCell>
            <TableCell>{translate('shell.dialogs.licence_types.sip')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {COMBINATIONS.map((flags) => (
            <TableRow key={licenceTypeOf(flags)}>
              <TableCell>{translate(`licences.types.${licenceTypeOf(flags)}`)}</TableCell>
              <TableCell>{mark(flags.mobileApp)}</TableCell>
              <TableCell>{mark(flags.sip)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </InfoDialog>
  );
}
