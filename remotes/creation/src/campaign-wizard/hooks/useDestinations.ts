import { useEffect, useState } from 'react';
import { readDestinations, type Destination } from '../api/destinations';

/**
 * The ad accounts a new campaign may be created on, read once `wanted` (the review step is open):
 * none while they load or when they cannot be read — the campaign can then still be made here.
 */
export function useDestinations(uid: string, wanted: boolean): readonly Destination[] {
  const [destinations, setDestinations] = useState<readonly Destination[] | null>(null);
  useEffect(() => {
    if (!wanted || destinations !== null) return;
    let current = true;
    readDestinations(uid).then(
      (read) => {
        if (current) setDestinations(read);
      },
      (error: unknown) => {
        console.error('[creation] ad accounts not read', error);
        if (current) setDestinations([]);
      },
    );
    return () => {
      current = false;
    };
  }, [uid, wanted, destinations]);
  return destinations ?? [];
}
