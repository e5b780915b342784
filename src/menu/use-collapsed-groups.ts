/**
 * Which menu groups the user collapsed, kept in react-admin's store (localStorage), so every group starts
 * expanded and a collapsed one stays so across reloads (000 §2.1).
 */
import { useCallback } from 'react';
import { useStore } from 'react-admin';

export function useCollapsedGroups(): [collapsed: readonly string[], toggle: (groupId: string) => void] {
  const [collapsed, setCollapsed] = useStore<string[]>('shell.menu.collapsed', []);
  const toggle = useCallback(
    (groupId: string) => setCollapsed((now) => (now.includes(groupId) ? now.filter((id) => id !== groupId) : [...now, groupId])),
    [setCollapsed],
  );
  return [collapsed, toggle];
}
