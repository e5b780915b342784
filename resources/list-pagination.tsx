/**
 * A generated list's pagination: react-admin's, with "1–25 of more than 10,000" when the server stopped
 * counting (a million events are not counted to show 25 of them; the data provider's `totalIsLowerBound`).
 */
import { Pagination, useListContext, useLocaleState, useTranslate } from 'react-admin';

export function ListPagination() {
  const { meta, total } = useListContext();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!meta?.totalIsLowerBound || total == null) return <Pagination />;
  const label = ({ from, to }: { from: number; to: number }) =>
    translate('resources.common.range_of_more_than', { from: from.toLocaleString(locale), to: to.toLocaleString(locale), total: total.toLocaleString(locale) });
  // react-admin's types leave labelDisplayedRows out, but it passes it on to MUI's TablePagination after its own.
  return <Pagination {...({ labelDisplayedRows: label } as object)} />;
}
