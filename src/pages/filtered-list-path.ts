/**
 * The address of a generated list opened with filters, as react-admin reads it from the URL (`?filter=` JSON),
 * so a Home tile lands on the records it counted. Filter keys are the list's (src/providers/list-query.ts).
 *
 * @example filteredListPath('devices', { status: 'online' }) // '/devices?filter=%7B%22status%22%3A%22online%22%7D'
 */
export function filteredListPath(resource: string, filter: Record<string, unknown>): string {
  return `/${resource}?filter=${encodeURIComponent(JSON.stringify(filter))}`;
}
