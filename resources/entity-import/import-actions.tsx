/**
 * A list's "Import" and "Export (xlsx)" for an entity that declares `import`: the export is the file the import
 * reads back (GET /{path}/export). Each shows only to those the server would let through: the import to those
 * who may create or edit the entity's records and hold the import's own permission (identifiers.import); the
 * export to those holding the export's permission where the entity names one (identifiers.export).
 */
import { useState } from 'react';
import { Button, useCanAccess, useNotify, usePermissions } from 'react-admin';
import type { Entity } from '../../schemas/define-entity';
import { useHttp } from '../../src/providers/http-context';
import { resourceName } from '../routes';
import { downloadExport } from './import-calls';
import { ImportDialog } from './import-dialog';

const holds = (permissions: string[] | undefined, permission: string | undefined) => !permission || Boolean(permissions?.includes(permission));

export default function ImportActions({ entity }: { entity: Entity }) {
  const { permissions } = usePermissions<string[]>();
  const resource = resourceName(entity);
  const create = useCanAccess({ resource, action: 'create' });
  const edit = useCanAccess({ resource, action: 'edit' });
  const mayImport = (create.canAccess === true || edit.canAccess === true) && holds(permissions, entity.import?.permission);
  const mayExport = permissions !== undefined && holds(permissions, entity.export?.permission);
  return (
    <>
      {mayImport && <ImportButton entity={entity} />}
      {mayExport && <ExportButton entity={entity} />}
    </>
  );
}

function ImportButton({ entity }: { entity: Entity }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  // Kept once opened: closed to look at the list, the import opens again where it was (its result and undo).
  return (
    <>
      <Button
        label="entity_import.action"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      />
      {opened && <ImportDialog entity={entity} open={open} onClose={() => setOpen(false)} />}
    </>
  );
}

function ExportButton({ entity }: { entity: Entity }) {
  const http = useHttp();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadExport(http, entity.path);
      notify('entity_import.exported', { type: 'info' });
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return <Button label="entity_import.export" disabled={busy} onClick={download} />;
}
