/** Whole seconds left until `until` (an ISO time), ticking each second; 0 once it has passed. */
import { useEffect, useState } from 'react';

const secondsLeft = (until: string | undefined) => (until ? Math.max(0, Math.ceil((Date.parse(until) - Date.now()) / 1000)) : 0);

export function useCountdown(until: string | undefined): number {
  const [left, setLeft] = useState(() => secondsLeft(until));
  useEffect(() => {
    setLeft(secondsLeft(until));
    const timer = setInterval(() => {
      const next = secondsLeft(until);
      setLeft(next);
      if (next === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  return Number.isNaN(left) ? 0 : left;
}
