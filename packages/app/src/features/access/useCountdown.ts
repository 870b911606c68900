import { useCallback, useEffect, useState } from 'react';

/**
 * Whole seconds left of a wait, ticking once a second down to 0 ("a
 * wait-time countdown ticks each second to 0 after attempts are exceeded").
 */
export function useCountdown(): { seconds: number; start: (seconds: number) => void } {
  const [seconds, setSeconds] = useState(0);
  const running = seconds > 0;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setSeconds((left) => Math.max(0, left - 1)), 1000);
    return () => clearInterval(timer);
  }, [running]);
  const start = useCallback((value: number) => setSeconds(Math.max(0, Math.ceil(value))), []);
  return { seconds, start };
}
