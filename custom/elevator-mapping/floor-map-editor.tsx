/**
 * The floor-map editor of one elevator: floors as rows (lowest first), each controller's relays as a column.
 * Every change is checked at once by the shared checker and marked on its cell; the server's refusal of a
 * save is marked the same way. Saving sends PATCH /elevators/{id} {controllers}, never while invalid.
 */
import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SaveIcon from '@mui/icons-material/Save';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { HttpError, type RaRecord, Title, useGetManyAggregate, useNotify, useTranslate } from 'react-admin';
import type { ElevatorController } from '../../schemas/elevator';
import { LiftControllerDialog } from '../../src/elevators/lift-controller-dialog';
import { editPath } from '../../resources/routes';
import { useBack } from '../../src/navigation/use-back';
import { useHttp } from '../../src/providers/http-context';
import { type FieldCodes, localiseFieldMessage } from '../../src/providers/field-errors';
import { floorMapMessages, type PathMessage } from './floor-map-check';
import { messagesByFloor, type PlacedMessages, placeMessages } from './floor-map-issues';
import { controllersFrom, type FloorRow, floorRows, withControllerAdded, withControllerRemoved } from './floor-rows';
import type { ControllerColumn } from './floor-row-view';
import { FloorMapTable } from './floor-map-table';
import { PortsMenu, type PortsTarget } from './ports-menu';
import { RelaysDialog } from './relays-dialog';

type Controller = Pick<ElevatorController, 'device_id' | 'relays'>;

interface FloorMapEditorProps {
  elevator: RaRecord;
  readOnly: boolean;
}

/** The server's field errors (`error.fields`, flat paths) in the user's language, beside what was sent. */
function serverMessages(error: unknown, translate: (key: string, options?: any) => string): PathMessage[] {
  const body = error instanceof HttpError ? (error.body?.error as { fields?: Record<string, string>; field_codes?: FieldCodes } | undefined) : undefined;
  return Object.entries(body?.fields ?? {}).map(([path, message]) => ({ path, message: localiseFieldMessage(message, translate, body?.field_codes?.[path]) }));
}

function merge(a: PlacedMessages, b: PlacedMessages): PlacedMessages {
  const cells = new Map(a.cells);
  for (const [key, list] of b.cells) cells.set(key, [...new Set([...(cells.get(key) ?? []), ...list])]);
  const controllers = new Map(a.controllers);
  for (const [key, list] of b.controllers) controllers.set(key, [...new Set([...(controllers.get(key) ?? []), ...list])]);
  return { cells, controllers, page: [...new Set([...a.page, ...b.page])] };
}

export function FloorMapEditor({ elevator, readOnly }: FloorMapEditorProps) {
  const http = useHttp();
  const translate = useTranslate();
  const notify = useNotify();
  const back = useBack();
  const queryClient = useQueryClient();
  const stored = elevator as RaRecord & { lowest_floor: number; highest_floor: number; controllers: ElevatorController[] };
  const [rows, setRows] = useState<FloorRow[]>(() => floorRows(stored));
  const [controllers, setControllers] = useState<Controller[]>(() => stored.controllers.map(({ device_id, relays }) => ({ device_id, relays })));
  const [chosenNames, setChosenNames] = useState<Record<number, string>>({});
  const [refused, setRefused] = useState<{ sent: ElevatorController[]; messages: PathMessage[] }>();
  const [ports, setPorts] = useState<PortsTarget>();
  const [relaysOf, setRelaysOf] = useState<number>();
  const [adding, setAdding] = useState(false);
  const [saving, setSaving] = useState(false);

  const { data: devices = [] } = useGetManyAggregate('devices', { ids: controllers.map((controller) => controller.device_id) });
  const columns = useMemo<ControllerColumn[]>(
    () =>
      controllers.map((controller) => ({
        title: String(devices.find((device) => device.id === controller.device_id)?.name ?? chosenNames[controller.device_id] ?? `#${controller.device_id}`),
        relays: controller.relays,
      })),
    [controllers, devices, chosenNames],
  );

  // The check follows the typing a moment later, so a keystroke never waits for 800 map entries.
  const checkedRows = useDeferredValue(rows);
  const toSave = useMemo(() => controllersFrom(checkedRows, controllers as ElevatorController[]), [checkedRows, controllers]);
  const live = useMemo(
    () => floorMapMessages({ lowest_floor: stored.lowest_floor, highest_floor: stored.highest_floor, controllers: toSave }, translate),
    [stored.lowest_floor, stored.highest_floor, toSave, translate],
  );
  const placed = useMemo(() => {
    const mine = placeMessages(live, toSave);
    return refused ? merge(mine, placeMessages(refused.messages, refused.sent)) : mine;
  }, [live, toSave, refused]);
  const byFloor = useMemo(() => messagesByFloor(placed), [placed]);

  const changeRow = useCallback((floor: number, patch: Partial<FloorRow>) => {
    setRows((current) => current.map((row) => (row.floor === floor ? { ...row, ...patch } : row)));
    setRefused(undefined);
  }, []);
  const pickPorts = useCallback((floor: number, controller: number, anchor: HTMLElement) => setPorts({ floor, controller, anchor }), []);
  const togglePort = (port: number) => {
    if (!ports) return;
    const row = rows.find((candidate) => candidate.floor === ports.floor);
    if (!row) return;
    const current = row.ports[ports.controller] ?? [];
    const next = current.includes(port) ? current.filter((other) => other !== port) : [...current, port].sort((a, b) => a - b);
    changeRow(ports.floor, { ports: row.ports.map((list, index) => (index === ports.controller ? next : list)) });
  };

  const addController = (device_id: number, relays: number, name: string) => {
    setControllers((current) => [...current, { device_id, relays }]);
    setChosenNames((current) => ({ ...current, [device_id]: name }));
    setRows(withControllerAdded);
    setRefused(undefined);
    setAdding(false);
  };
  const removeController = (index: number) => {
    setControllers((current) => current.filter((_, i) => i !== index));
    setRows((current) => withControllerRemoved(current, index));
    setRefused(undefined);
  };
  const setRelays = (relays: number) => {
    setControllers((current) => current.map((controller, index) => (index === relaysOf ? { ...controller, relays } : controller)));
    setRefused(undefined);
    setRelaysOf(undefined);
  };

  const save = async () => {
    const sent = controllersFrom(rows, controllers as ElevatorController[]);
    const problems = floorMapMessages({ lowest_floor: stored.lowest_floor, highest_floor: stored.highest_floor, controllers: sent }, translate);
    if (problems.length) return notify('validation.check_fields', { type: 'error' });
    setSaving(true);
    try {
      await http('PATCH', `/elevators/${stored.id}`, { body: { controllers: sent } });
      notify('elevator_mapping.saved', { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['elevators'] });
      // The call dialog and the access rules' floor lists read the map through /elevators/{id}/floors.
      await queryClient.invalidateQueries({ queryKey: ['elevator-floors'] });
    } catch (error) {
      const messages = serverMessages(error, translate);
      if (messages.length) setRefused({ sent, messages });
      notify(messages.length ? 'validation.check_fields' : (error as Error).message || 'errors.default', { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  const problems = placed.cells.size + placed.controllers.size + placed.page.length;
  return (
    <Box sx={{ mt: 1 }}>
      <Title title={translate('elevator_mapping.title', { name: String(stored.name ?? '') })} />
      <Card>
        <CardContent>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
            <Button startIcon={<ArrowBackIcon />} onClick={() => back(editPath('elevators', stored.id))}>
              {translate('elevator_mapping.back')}
            </Button>
            <Typography sx={{ flex: 1 }} color="text.secondary">
              {translate('elevator_mapping.range', { lowest: stored.lowest_floor, highest: stored.highest_floor })}
            </Typography>
            {!readOnly && (
              <>
                <Button startIcon={<AddIcon />} onClick={() => setAdding(true)}>
                  {translate('elevator_mapping.controller.add')}
                </Button>
                <Button variant="contained" startIcon={<SaveIcon />} onClick={save} disabled={saving}>
                  {translate('elevator_mapping.save')}
                </Button>
              </>
            )}
          </Stack>
          {problems > 0 && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {translate('elevator_mapping.problems', { smart_count: problems })}
              {placed.page.map((message) => (
                <div key={message}>{message}</div>
              ))}
            </Alert>
          )}
          {!controllers.length && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {translate('elevator_mapping.no_controllers')}
            </Alert>
          )}
          <FloorMapTable
            rows={rows}
            columns={columns}
            messages={byFloor}
            controllerMessages={placed.controllers}
            disabled={readOnly}
            onChange={changeRow}
            onPickPorts={pickPorts}
            onRelays={setRelaysOf}
            onRemoveController={removeController}
          />
        </CardContent>
      </Card>
      <PortsMenu
        target={ports}
        relays={ports ? (controllers[ports.controller]?.relays ?? 0) : 0}
        ports={ports ? (rows.find((row) => row.floor === ports.floor)?.ports[ports.controller] ?? []) : []}
        title={ports ? translate('elevator_mapping.ports_of', { controller: columns[ports.controller]?.title ?? '', floor: ports.floor }) : ''}
        onToggle={togglePort}
        onClose={() => setPorts(undefined)}
      />
      <RelaysDialog controller={relaysOf === undefined ? undefined : columns[relaysOf]} onClose={() => setRelaysOf(undefined)} onApprove={setRelays} />
      <LiftControllerDialog
        open={adding}
        taken={controllers.map((controller) => controller.device_id)}
        onClose={() => setAdding(false)}
        onApprove={(chosen) => addController(chosen.device_id, chosen.relays, chosen.name)}
      />
    </Box>
  );
}
