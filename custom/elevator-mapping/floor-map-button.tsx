/**
 * "Floor mapping" on an elevator's edit page: opens /elevators/:id/mapping, whose back returns here.
 * Shown to those who may change the elevator (the map is part of it).
 */
import MapIcon from '@mui/icons-material/Map';
import { Button, useCanAccess, useRecordContext } from 'react-admin';
import type { PageActionProps } from '../../resources/page-action-registry';
import { useOpenPage } from '../../src/navigation/use-open-page';
import { floorMapPath } from './route';

export default function FloorMapButton({ entity }: PageActionProps) {
  const record = useRecordContext();
  const open = useOpenPage();
  const { canAccess } = useCanAccess({ resource: entity.path, action: 'edit', record });
  if (!record || !canAccess) return null;
  return <Button label="elevator_mapping.open" startIcon={<MapIcon />} onClick={() => open(floorMapPath(record.id))} />;
}
