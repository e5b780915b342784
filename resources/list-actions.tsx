/**
 * The list's top bar: column chooser, filters, create (to the spec's /{path}/add) and the entity's page
 * actions. No client-side export: downloads come from the server (the `export` fact), which applies the
 * export permission and the caller's scope.
 */
import { CreateButton, FilterButton, SelectColumnsButton, TopToolbar } from 'react-admin';
import { entityByPath } from '../schemas';
import { ListPageActions } from './page-actions';
import { addPath } from './routes';

export function ListActions({ resource }: { resource: string }) {
  return (
    <TopToolbar>
      <SelectColumnsButton />
      <FilterButton />
      <CreateButton to={addPath(resource)} />
      {entityByPath(resource) && <ListPageActions entity={entityByPath(resource)!} />}
    </TopToolbar>
  );
}
