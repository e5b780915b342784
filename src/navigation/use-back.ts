/**
 * "Back" of 000 §2.1: to the page this one was opened from, else to `backTo`, else to the page's menu
 * item. A pageId this tab's stack does not know throws PageStackError in development (a bug to see at
 * once) and falls back to the menu page in production (a copied link must still lead somewhere).
 */
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { browserStorage } from '../providers/memory-storage';
import { backTarget } from './page-stack';

export function useBack(): (backTo?: string) => void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return useCallback(
    (backTo?: string) => navigate(backTarget(browserStorage('sessionStorage'), { pathname, search, backTo, strict: import.meta.env.DEV })),
    [navigate, pathname, search],
  );
}
