import { useCallback, useState } from 'react';
import { listLeadOwners, type LeadOwnerOption } from '../api/leadOwners';

/** The account's possible lead owners, read the first time a lead's owner picker opens. */
export interface LeadOwners {
  /** Null until read. */
  readonly owners: readonly LeadOwnerOption[] | null;
  readonly loading: boolean;
  /** Reads them, once (a failure is logged and read again at the next opening). */
  readonly load: () => void;
}

/** {@link LeadOwners} of the account `accountId`, whose subscriber's address is `accountEmail`. */
export function useLeadOwners(accountId: string, accountEmail: string): LeadOwners {
  const [owners, setOwners] = useState<readonly LeadOwnerOption[] | null>(null);
  const [loading, setLoading] = useState(false);
  const load = useCallback(() => {
    if (owners !== null || loading) return;
    setLoading(true);
    listLeadOwners(accountId, accountEmail)
      .then(setOwners, (error: unknown) => console.error('[leads] lead owners not read', error))
      .finally(() => setLoading(false));
  }, [accountId, accountEmail, owners, loading]);
  return { owners, loading, load };
}
