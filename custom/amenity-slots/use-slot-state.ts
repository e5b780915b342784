/**
 * The state a slot editor keeps beside the value: the chosen slot (one of its days), what it last said (a
 * refusal, or slots fitted to a new length) and the open dialog.
 */
import { useState } from 'react';
import type { SlotDay } from './slot-edits';

export type Notice = { severity: 'error' | 'info'; text: string };
export type DialogState = { kind: 'add' } | { kind: 'edit'; index: number };

export function useSlotState() {
  const [selected, setSelected] = useState<SlotDay>();
  const [notice, setNotice] = useState<Notice>();
  const [dialog, setDialog] = useState<DialogState>();
  return { selected, setSelected, notice, setNotice, dialog, setDialog };
}
