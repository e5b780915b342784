/**
 * One floor of the floor-map editor: the floor number, its name, public and panel-floor flags, apartments,
 * and a ports button per controller. Plain table elements styled once by the table (floor-map-styles.ts):
 * a tower's 200 floors x 4 controllers are thousands of inputs, too many for a styled component each.
 * Memoised on its row, its messages and the controllers, so typing in one floor re-renders that floor only.
 */
import { memo } from 'react';
import { useTranslate } from 'react-admin';
import { ApartmentsInput } from './apartments-input';
import type { FloorRow } from './floor-rows';

export interface ControllerColumn {
  /** The controller's name as shown in its header (the device's name). */
  title: string;
  relays: number;
}

interface FloorRowViewProps {
  row: FloorRow;
  columns: ControllerColumn[];
  /** Messages by cell ('name', 'is_public', 'ports.0', …). */
  messages?: Record<string, string[]>;
  disabled: boolean;
  onChange: (floor: number, patch: Partial<FloorRow>) => void;
  onPickPorts: (floor: number, controller: number, anchor: HTMLElement) => void;
}

const messageId = (floor: number, cell: string) => `floor-${floor}-${cell.replace('.', '-')}-message`;

function Messages({ floor, cell, messages }: { floor: number; cell: string; messages?: string[] }) {
  if (!messages?.length) return null;
  return (
    <p id={messageId(floor, cell)} className="fm-message">
      {messages.join(' ')}
    </p>
  );
}

function FloorRowViewInner({ row, columns, messages = {}, disabled, onChange, onPickPorts }: FloorRowViewProps) {
  const translate = useTranslate();
  const { floor } = row;
  const invalid = (cell: string) => Boolean(messages[cell]?.length);
  const describedBy = (cell: string) => (invalid(cell) ? messageId(floor, cell) : undefined);
  // Marked at once: an outline in the error colour around the cell, and the message under its input.
  const cellClass = (cell: string) => (invalid(cell) ? 'fm-invalid' : undefined);
  const flag = (cell: 'is_public' | 'is_panel_floor', label: string) => (
    <td className={cellClass(cell)}>
      <input
        type="checkbox"
        checked={row[cell]}
        disabled={disabled}
        onChange={(event) => onChange(floor, { [cell]: event.target.checked })}
        aria-label={translate(label, { floor })}
        aria-invalid={invalid(cell)}
        aria-describedby={describedBy(cell)}
      />
      <Messages floor={floor} cell={cell} messages={messages[cell]} />
    </td>
  );

  return (
    <tr data-floor={floor}>
      <th scope="row" className={cellClass('floor')}>
        {translate('elevator_mapping.floor_label', { floor })}
        <Messages floor={floor} cell="floor" messages={messages.floor} />
      </th>
      <td className={cellClass('name')}>
        <input
          className="fm-input"
          value={row.name}
          disabled={disabled}
          maxLength={64}
          placeholder={String(floor)}
          onChange={(event) => onChange(floor, { name: event.target.value })}
          aria-label={translate('elevator_mapping.name_of', { floor })}
          aria-invalid={invalid('name')}
          aria-describedby={describedBy('name')}
        />
        <Messages floor={floor} cell="name" messages={messages.name} />
      </td>
      {flag('is_public', 'elevator_mapping.public_of')}
      {flag('is_panel_floor', 'elevator_mapping.panel_of')}
      <td className={cellClass('apartments')}>
        <ApartmentsInput
          floor={floor}
          apartments={row.apartments}
          disabled={disabled}
          invalid={invalid('apartments')}
          describedBy={describedBy('apartments')}
          onChange={(apartments) => onChange(floor, { apartments })}
        />
        <Messages floor={floor} cell="apartments" messages={messages.apartments} />
      </td>
      {columns.map((column, index) => {
        const cell = `ports.${index}`;
        const ports = row.ports[index] ?? [];
        return (
          <td key={index} className={cellClass(cell)}>
            <button
              type="button"
              className="fm-ports"
              disabled={disabled}
              onClick={(event) => onPickPorts(floor, index, event.currentTarget)}
              aria-label={translate('elevator_mapping.ports_of', { controller: column.title, floor })}
              aria-haspopup="menu"
              aria-invalid={invalid(cell) || undefined}
              aria-describedby={describedBy(cell)}
            >
              {ports.length ? [...ports].sort((a, b) => a - b).join(', ') : '—'}
            </button>
            <Messages floor={floor} cell={cell} messages={messages[cell]} />
          </td>
        );
      })}
    </tr>
  );
}

const sameMessages = (a: FloorRowViewProps['messages'], b: FloorRowViewProps['messages']) => a === b || JSON.stringify(a ?? {}) === JSON.stringify(b ?? {});

export const FloorRowView = memo(
  FloorRowViewInner,
  (before, after) =>
    before.row === after.row &&
    before.columns === after.columns &&
    before.disabled === after.disabled &&
    before.onChange === after.onChange &&
    before.onPickPorts === after.onPickPorts &&
    sameMessages(before.messages, after.messages),
);
