import { act, renderHook } from '@testing-library/react';
import { authStateChanged } from './authSlice';
import { useAccount } from './hooks';
import { sessionStore } from './store';
import { refreshSubscriptionRecord } from './subscriptionRecord';

const record = {
  selectedPlan: 'Premium',
  status: 'active',
  currentPeriodStart: null,
  currentPeriodEnd: null,
};

function recordRead(
  uid: string,
  membership: { accountId: string; accountEmail: string; role: 'analyst' } | null,
) {
  sessionStore.dispatch(
    refreshSubscriptionRecord.fulfilled({ uid, record, membership, readAt: 1, checkFailed: false }, 'r', uid),
  );
}

describe('useAccount (docs/product-rules.md §10.9)', () => {
  beforeEach(() => {
    act(() => {
      sessionStore.dispatch(
        authStateChanged({ uid: 'ann', email: 'ann@example.com', emailVerified: true, displayName: null }),
      );
    });
  });

  it('knows no account until the signed-in user’s record is read', () => {
    act(() => recordRead('someone-else', null));
    const { result } = renderHook(() => useAccount());
    expect(result.current.accountId).toBeNull();
  });

  it('opens the user’s own account as its owner, without a covering record', () => {
    act(() => recordRead('ann', null));
    const { result } = renderHook(() => useAccount());
    expect(result.current).toEqual({ accountId: 'ann', role: 'owner', canWrite: true, isMember: false });
  });

  it('opens the account a covering record names, with the member’s role', () => {
    act(() => recordRead('ann', { accountId: 'alice', accountEmail: 'alice@example.com', role: 'analyst' }));
    const { result } = renderHook(() => useAccount());
    expect(result.current).toEqual({ accountId: 'alice', role: 'analyst', canWrite: false, isMember: true });
  });
});
