/**
 * Records to pick from in a reference picker: searched with the list's search box (`q`), sorted by title,
 * one page at first and one more per "load more"; within `where` (use-choices-where.ts), none while it is null.
 */
import { useEffect, useState } from 'react';
import { useGetList } from 'react-admin';
import type { Entity } from '../../schemas/define-entity';
import { MAX_PAGE_SIZE } from '../../schemas/list-query';
import { titleSort } from '../list-description';

const PAGE_SIZE = 25;

const ALL = {};

export function useReferenceChoices(entity: Entity, search: string, enabled: boolean, where: Record<string, unknown> | null = ALL) {
  const [pages, setPages] = useState(1);
  useEffect(() => setPages(1), [search, where]);
  const perPage = Math.min(PAGE_SIZE * pages, MAX_PAGE_SIZE);
  const { data = [], total = 0, isPending, isFetching } = useGetList(
    entity.path,
    { pagination: { page: 1, perPage }, sort: titleSort(entity), filter: { ...where, ...(search && { q: search }) } },
    // Keep showing the loaded records while the longer page comes.
    { enabled: enabled && where !== null, placeholderData: (previous) => previous },
  );
  return {
    records: where === null ? [] : data,
    /** How many records the reader may pick from (the search's, when searching). */
    total,
    isPending,
    isFetching,
    hasMore: data.length < total && perPage < MAX_PAGE_SIZE,
    loadMore: () => setPages((count) => count + 1),
  };
}
