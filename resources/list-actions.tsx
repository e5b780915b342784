/**
 * The list's top bar: column chooser, filters, create (to the spec's /{path}/add) and the entity's page
 * actions. No client-side export: downloads come from the server (the `export` fact), which applies the
 * export permission and the caller's scope.
 */
import { CreateButton, FilterButton, SelectColumnsButton } from 'react-admin';
import { entityByPath } from '../schemas';
import { ActionBar } from './action-bar';
import { listPageActions } from './page-actions';
import { addPath } from './routes';

export function ListActions({ resource }: { resource: string }) {
  const entity = entityByPath(resource);
  return (
    <ActionBar>
      {[
        <CreateButton key="create" to={addPath(resource)} />,
        <FilterButton key="filter" />,
        <SelectColumnsButton key="columns" />,
        ...(entity ? listPageActions(entity) : []),
      ]}
    </ActionBar>
  );
}
