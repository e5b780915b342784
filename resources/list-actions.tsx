/** The list's top bar: column chooser, filters, create (to the spec's /{path}/add), export. */
import { CreateButton, ExportButton, FilterButton, SelectColumnsButton, TopToolbar } from 'react-admin';
import { entityByPath } from '../schemas';
import { ListPageActions } from './page-actions';
import { addPath } from './routes';

export function ListActions({ resource }: { resource: string }) {
  return (
    <TopToolbar>
      <SelectColumnsButton />
      <FilterButton />
      <CreateButton to={addPath(resource)} />
      <ExportButton />
      {entityByPath(resource) && <ListPageActions entity={entityByPath(resource)!} />}
    </TopToolbar>
  );
}
