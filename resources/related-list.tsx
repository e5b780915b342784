/**
 * One related-records tab: the other entity's records that point at this one, as a filtered, paginated
 * list with the other entity's columns (the pointer's own column left out), rows opening as that entity's
 * list opens them, and an add button whose form starts pointing at this record.
 */
import { Box } from '@mui/material';
import { CreateButton, Datagrid, Pagination, type RaRecord, RecordContextProvider, ReferenceManyField, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { DescribedField } from './described-field';
import { describeField } from './field-kinds';
import { defaultSort, isSortable, logTimeField } from './list-description';
import { useListAccess } from './list-access';
import { recordsSentence } from './records-sentence';
import { type RelatedTab, relatedPrefill } from './related-records';
import { addPath, editPath, resourceName, showPath } from './routes';
import { tableFitsPage } from './table-fit';

export function RelatedList({ tab }: { tab: RelatedTab }) {
  const record = useRecordContext();
  if (!record) return null;
  // The page's record must not answer the list's questions: react-admin's access checks take the record in
  // context, and asked `/identifiers/{user id}/allowed-actions` on a user's page.
  return (
    <RecordContextProvider value={undefined}>
      <RelatedRecords tab={tab} owner={record} />
    </RecordContextProvider>
  );
}

function RelatedRecords({ tab, owner }: { tab: RelatedTab; owner: RaRecord }) {
  const translate = useTranslate();
  const { other, related } = tab;
  const resource = resourceName(other);
  const { mayEdit } = useListAccess(other);
  const source = encodeURIComponent(JSON.stringify(relatedPrefill(tab, owner.id)));
  return (
    <Box sx={{ px: 2, pb: 2 }}>
      <TopToolbar>
        <CreateButton resource={resource} to={`${addPath(resource)}?source=${source}`} />
      </TopToolbar>
      <ReferenceManyField record={owner} reference={resource} target={related.field} sort={defaultSort(other)} perPage={10} pagination={<Pagination rowsPerPageOptions={[10, 25, 50]} />}>
        <Datagrid
          sx={tableFitsPage}
          rowClick={(id) => (mayEdit ? editPath : showPath)(resource, id)}
          bulkActionButtons={false}
          empty={<Box sx={{ py: 2, color: 'text.secondary' }}>{recordsSentence(translate, 'no_results', tab.titleKey)}</Box>}
        >
          {other.list.columns
            .filter((name) => name !== related.field)
            .map((name) => (
              <DescribedField key={name} source={name} entity={other} field={describeField(other, name)} sortable={isSortable(other, name)} relative={name === logTimeField(other)} />
            ))}
        </Datagrid>
      </ReferenceManyField>
    </Box>
  );
}
