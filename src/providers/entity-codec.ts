/**
 * What the data and auth providers need from the entity descriptions (zod with every schema): which
 * fields a list searches and sorts, which are id lists, what a write may send. Imported lazily, on the
 * first data call after sign-in, so the login page does not download the descriptions (issue 4).
 */
export { entityByPath } from '../../schemas';
export { isHandWritten } from '../../schemas';
export { fileFieldsOf } from '../../schemas/file-field';
export { MAX_PAGE_SIZE } from '../../schemas/list-query';
export { toFilters, toSort, toWith } from './list-query';
export { createBody, updateBody } from './write-body';

