/** Opens a page from the current one, so that its "back" returns here (000 §2.1). */
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { browserStorage } from '../providers/memory-storage';
import { pushPage } from './page-stack';

export function useOpenPage(): (to: string) => void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return useCallback((to: string) => navigate(pushPage(browserStorage('sessionStorage'), to, `${pathname}${search}`)), [navigate, pathname, search]);
}
