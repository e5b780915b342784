/**
 * A small tree in the picker dialog (whole-tree.ts): its tops first, each record holding others opened or
 * closed by its arrow. Opened at first: a lone top (the project's root) and the way down to each chosen record.
 */
import { useState } from 'react';
import type { Identifier } from 'react-admin';
import type { Entity } from '../../schemas/define-entity';
import { recordTitle } from '../list-description';
import { PickerRow } from './picker-row';
import { type WholeTree, ancestorIds, visibleRows } from './whole-tree';

interface PickerTreeProps {
  entity: Entity;
  tree: WholeTree;
  chosen: Identifier[];
  multiple: boolean;
  onPick: (id: Identifier) => void;
}

function initiallyOpened(tree: WholeTree, chosen: Identifier[]) {
  const tops = tree.children.get(null) ?? [];
  return new Set([...(tops.length === 1 ? [tops[0].id] : []), ...chosen.flatMap((id) => ancestorIds(tree, id))]);
}

export function PickerTree({ entity, tree, chosen, multiple, onPick }: PickerTreeProps) {
  const [opened, setOpened] = useState(() => initiallyOpened(tree, chosen));
  const toggle = (id: Identifier) =>
    setOpened((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return visibleRows(tree, opened).map(({ record, depth, branch }) => (
    <PickerRow
      key={record.id}
      id={record.id}
      title={recordTitle(entity, record)}
      checked={chosen.includes(record.id)}
      multiple={multiple}
      onPick={() => onPick(record.id)}
      tree={{ depth, opened: opened.has(record.id), toggle: branch ? () => toggle(record.id) : undefined }}
    />
  ));
}
