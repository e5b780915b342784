/**
 * Import and export in the import's shape, for an entity that declares `import`, where a list shows its actions:
 * its bar, and the empty list (a new site's first records come from a file). Its own chunk, loaded when shown.
 */
import { Suspense } from 'react';
import type { Entity } from '../../schemas/define-entity';
import { lazyPageAction } from '../page-action-registry';

const ImportActions = lazyPageAction(() => import('./import-actions'));

export function EntityImportActions({ entity }: { entity: Entity }) {
  if (!entity.import) return null;
  return (
    <Suspense fallback={null}>
      <ImportActions entity={entity} />
    </Suspense>
  );
}
