/** An entity's add page at /{path}/add (and react-admin's /{path}/create); a save opens the new record. */
import { Create } from 'react-admin';
import type { Entity } from '../schemas/define-entity';
import { EntityTitle } from './entity-title';
import { EntityForm } from './form/entity-form';
import { editPath } from './routes';

export function EntityCreate({ entity }: { entity: Entity }) {
  return (
    <Create title={<EntityTitle entity={entity} page="add" />} redirect={(resource, id) => editPath(resource ?? entity.path, id!)}>
      <EntityForm entity={entity} mode="create" />
    </Create>
  );
}
