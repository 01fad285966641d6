import { useCallback, useEffect, useState } from 'react';
import type { BillingAccount } from '@adplatform/plans/billing';
import { loadBillingAccount } from '../api/billing';

/** The billing account as settings shows it: loaded on mount, reloaded after each action. */
export interface BillingAccountState {
  /** Null until the first answer, or when it failed. */
  readonly account: BillingAccount | null;
  readonly failed: boolean;
  readonly reload: () => Promise<void>;
}

/** Loads `getBillingAccount`; a failure is kept as `failed` (settings offers a retry), never thrown. */
export function useBillingAccount(): BillingAccountState {
  const [account, setAccount] = useState<BillingAccount | null>(null);
  const [failed, setFailed] = useState(false);
  const load = useCallback(
    () =>
      loadBillingAccount().then(
        (answer) => ({ answer, failed: false }),
        (error: unknown) => {
          console.error('[settings] billing account not loaded', error);
          return { answer: null, failed: true };
        },
      ),
    [],
  );
  const reload = useCallback(async () => {
    const result = await load();
    setAccount(result.answer);
    setFailed(result.failed);
  }, [load]);
  useEffect(() => {
    let current = true;
    void load().then((result) => {
      if (!current) return;
      setAccount(result.answer);
      setFailed(result.failed);
    });
    return () => {
      current = false;
    };
  }, [load]);
  return { account, failed, reload };
}
