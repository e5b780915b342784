/** The `$ref`s of an API document (OpenAPI, AsyncAPI) and where they point, for "every $ref resolves" tests. */
export function refsIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => refsIn(item, found));
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string') found.push(child);
      else refsIn(child, found);
    }
  }
  return found;
}

/** What a local `#/…` pointer names in the document, or undefined. */
export function resolvePointer(document: Record<string, any>, ref: string) {
  if (!ref.startsWith('#/')) return undefined;
  return ref
    .slice(2)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<any>((node, part) => node?.[part], document);
}
