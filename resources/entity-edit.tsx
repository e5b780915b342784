/**
 * An entity's edit page at /{path}/{id}/edit (and react-admin's /{path}/{id}): the record in view mode
 * (its read-only fields above the form), a toggle to edit it, the title carrying its name. A save stays on the page, back in view mode.
 * Those who may not edit the entity are sent to the show page.
 */
import { useState } from 'react';
import { Edit, Loading, ShowButton, useCanAccess } from 'react-admin';
import { Navigate, useParams } from 'react-router-dom';
import type { Entity } from '../schemas/define-entity';
import { EntityTitle } from './entity-title';
import { EntityForm } from './form/entity-form';
import { LiveEditUpdates } from './live-record';
import { useRecordLoadError } from './record-messages';
import { ActionBar } from './action-bar';
import { commandButtons } from './command-buttons';
import { FormPageActions, editPageActions } from './page-actions';
import { RecordState } from './record-state';
import { RecordTabs } from './record-tabs';
import { resourceName, showPath } from './routes';
import { ViewModeToggle } from './view-mode-toggle';

/**
 * Those who may not edit the entity get its show page instead (a typed or shared /edit link included),
 * never react-admin's "Access denied": the record is theirs to read.
 */
export function EntityEdit({ entity }: { entity: Entity }) {
  const { id } = useParams();
  const { canAccess, isPending } = useCanAccess({ resource: resourceName(entity), action: 'edit' });
  if (isPending) return <Loading />;
  if (!canAccess) return <Navigate replace to={showPath(resourceName(entity), id!)} />;
  return <EditableEntity entity={entity} />;
}

function EditableEntity({ entity }: { entity: Entity }) {
  const [editing, setEditing] = useState(false);
  const onLoadError = useRecordLoadError(entity);
  return (
    <Edit
      // Pessimistic: the server's field errors must reach the form before the page moves on.
      mutationMode="pessimistic"
      redirect={false}
      queryOptions={{ onError: onLoadError }}
      // Nothing before the record: a permission check made without it would share react-admin's
      // page-level check key and, cancelled, hold the page on "Loading" for good.
      emptyWhileLoading
      title={<EntityTitle entity={entity} page="edit" />}
      actions={
        // The primary actions first: the entity's own fold into "More" first when the bar is too narrow.
        <ActionBar>
          {[<ViewModeToggle key="toggle" editing={editing} onToggle={() => setEditing(!editing)} />, <ShowButton key="show" />, ...commandButtons(entity), ...editPageActions(entity)]}
        </ActionBar>
      }
    >
      <LiveEditUpdates resource={entity.path} autoReload={!editing} />
      <RecordTabs entity={entity}>
        <FormPageActions entity={entity} />
        <RecordState entity={entity} />
        <EntityForm entity={entity} mode="edit" disabled={!editing} onSaved={() => setEditing(false)} />
      </RecordTabs>
    </Edit>
  );
}
