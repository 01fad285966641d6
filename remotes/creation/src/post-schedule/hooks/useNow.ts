import { useEffect, useState } from 'react';

/** The time (epoch ms), renewed every `intervalMs`: what may still be moved changes as time passes. */
export function useNow(intervalMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
