/**
 * An entity's list page: the description's `list.columns`, sortable where the API can sort, search and
 * filters, pagination, bulk delete and the entity's bulk actions. A row opens the record's edit page
 * (/{path}/{id}/edit) for those who may edit the entity, its show page for the others, or the page the
 * description names (`list.opens`); rows have no
 * checkboxes when the user may run no bulk action.
 */
import { BulkDeleteButton, DatagridConfigurable, List, useTranslate } from 'react-admin';
import type { Entity } from '../schemas/define-entity';
import { DEFAULT_PAGE_SIZE } from '../schemas/list-query';
import { DescribedField } from './described-field';
import { entityFilters } from './entity-filters';
import { EntityEmpty, EntityNoResults } from './entity-empty';
import { describeField } from './field-kinds';
import { defaultSort, isSortable, logTimeField } from './list-description';
import { ListActions } from './list-actions';
import { ListPagination } from './list-pagination';
import { LiveListUpdates } from './live-record';
import { useListAccess } from './list-access';
import { BulkPageActions } from './page-actions';
import { editPath, resourceName, showPath } from './routes';
import { tableFitsPage } from './table-fit';

export function EntityList({ entity }: { entity: Entity }) {
  const translate = useTranslate();
  const { mayEdit, maySelect } = useListAccess(entity);
  return (
    <List
      // The menu item's words, which opened it (else the entity's plural name), also where the resource is its console route (guest passes).
      title={translate(`resources.${entity.path}.menu`, { _: translate(`resources.${entity.path}.name`, { smart_count: 2 }) })}
      empty={<EntityEmpty entity={entity} />}
      perPage={DEFAULT_PAGE_SIZE} pagination={<ListPagination />} sort={defaultSort(entity)} filters={entityFilters(entity)} actions={<ListActions resource={resourceName(entity)} />}>
      <LiveListUpdates resource={entity.path} />
      <DatagridConfigurable
        sx={tableFitsPage}
        empty={<EntityNoResults entity={entity} />}
        rowClick={(id) => (entity.list.opens ? entity.list.opens.replace(':id', String(id)) : (mayEdit ? editPath : showPath)(resourceName(entity), id))}
        // Only entities with bulk actions replace react-admin's default (bulk delete alone).
        {...(!maySelect && { bulkActionButtons: false })}
        {...(maySelect && entity.actions?.bulk && {
          bulkActionButtons: (
            <>
              <BulkPageActions entity={entity} />
              <BulkDeleteButton />
            </>
          ),
        })}
      >
        {listColumns(entity)}
      </DatagridConfigurable>
    </List>
  );
}

/** The list's columns, each displayed by its field's type (described-field.tsx). */
export function listColumns(entity: Entity) {
  return entity.list.columns.map((name) => (
    <DescribedField key={name} source={name} entity={entity} field={describeField(entity, name)} sortable={isSortable(entity, name)} relative={name === logTimeField(entity)} />
  ));
}
