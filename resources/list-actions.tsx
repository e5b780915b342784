/**
 * The list's top bar: create (to the spec's /{path}/add), filters, column chooser and the entity's page
 * actions. No client-side export: downloads come from the server (the `export` fact), which applies the
 * export permission and the caller's scope. It shares its row with the list's filter form, so instead of
 * folding into "More actions" (record pages' ActionBar) its few buttons wrap onto a second line when the
 * row is too narrow.
 */
import { CreateButton, FilterButton, SelectColumnsButton, TopToolbar } from 'react-admin';
import { entityByPath } from '../schemas';
import { listPageActions } from './page-actions';
import { EntityImportActions } from './entity-import/import-actions-lazy';
import { addPath } from './routes';

export function ListActions({ resource }: { resource: string }) {
  const entity = entityByPath(resource);
  return (
    <TopToolbar sx={{ flexWrap: 'wrap', minWidth: 0 }}>
      <SelectColumnsButton />
      <FilterButton />
      <CreateButton to={addPath(resource)} />
      {entity && listPageActions(entity)}
      {entity && <EntityImportActions entity={entity} />}
    </TopToolbar>
  );
}
