/**
 * /elevators/:id/mapping: the elevator's floor-map editor, opened by "Floor mapping" on its edit page.
 * Read-only for those who may see the elevator but not change it. A saved map comes back from the server
 * (a new updated_at) and the editor starts again from it.
 */
import { Loading, useCanAccess, useGetOne } from 'react-admin';
import { useParams } from 'react-router-dom';
import { FloorMapEditor } from './floor-map-editor';

export default function FloorMapPage() {
  const { id } = useParams();
  const { data: elevator, isPending, error } = useGetOne('elevators', { id: id ?? '' }, { enabled: Boolean(id) });
  const { canAccess, isPending: checking } = useCanAccess({ resource: 'elevators', action: 'edit', record: elevator });
  if (isPending || checking) return <Loading />;
  if (error || !elevator) return null;
  return <FloorMapEditor key={String(elevator.updated_at ?? '')} elevator={elevator} readOnly={!canAccess} />;
}
