/**
 * An entity's add page at /{path}/add (and react-admin's /{path}/create), starting from the entity's
 * `initialValues` and what the address pre-fills (`?source=`, as react-admin's own forms read it); a save
 * opens the new record's edit page, which is told it was just created.
 */
import { useState } from 'react';
import { Create, useNotify, useRecordFromLocation } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { Entity } from '../schemas/define-entity';
import { EntityTitle } from './entity-title';
import { EntityForm } from './form/entity-form';
import { recordTitle } from './list-description';
import { FormPageActions } from './page-actions';
import { type EditPageState, editPath, resourceName } from './routes';

export function EntityCreate({ entity }: { entity: Entity }) {
  const notify = useNotify();
  const navigate = useNavigate();
  // A related list's add (related-list.tsx) pre-fills the pointer at its record through `?source=`.
  const fromLocation = useRecordFromLocation();
  const [initial] = useState(() => (entity.initialValues || fromLocation ? { ...entity.initialValues?.(), ...fromLocation } : undefined));
  const onSuccess = (record: { id: number; [field: string]: unknown }) => {
    notify('resources.common.created', { type: 'info', messageArgs: { name: recordTitle(entity, record) } });
    navigate(editPath(resourceName(entity), record.id), { state: { created: true } satisfies EditPageState });
  };
  return (
    <Create title={<EntityTitle entity={entity} page="add" />} record={initial} mutationOptions={{ onSuccess }}>
      <FormPageActions entity={entity} />
      <EntityForm entity={entity} mode="create" />
    </Create>
  );
}
