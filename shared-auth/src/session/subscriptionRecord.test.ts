import { firestore } from '../firebase/firestore';
import { sessionStore } from './store';
import { refreshSubscriptionRecord } from './subscriptionRecord';

jest.mock('../firebase/firestore', () => ({ firestore: jest.fn() }));

const getDoc = jest.fn();
jest.mocked(firestore).mockResolvedValue({
  db: {},
  sdk: { doc: (_db: unknown, ...path: string[]) => path.join('/'), getDoc },
} as never);

const snapshot = {
  exists: () => true,
  data: () => ({
    selectedPlan: 'Premium',
    status: 'active',
    currentPeriodStart: null,
    currentPeriodEnd: null,
  }),
};

beforeEach(() => getDoc.mockReset().mockResolvedValue(snapshot));

it('reads a record once for the callers that ask while its read is under way, and afresh after', async () => {
  const [signIn, navigation] = await Promise.all([
    sessionStore.dispatch(refreshSubscriptionRecord('ann')),
    sessionStore.dispatch(refreshSubscriptionRecord('ann')),
  ]);
  expect(getDoc).toHaveBeenCalledTimes(1);
  expect(getDoc).toHaveBeenCalledWith('subscriptions/ann');
  for (const answer of [signIn, navigation])
    expect(answer.payload).toMatchObject({
      uid: 'ann',
      record: { selectedPlan: 'Premium', status: 'active' },
    });

  await sessionStore.dispatch(refreshSubscriptionRecord('ann'));
  expect(getDoc).toHaveBeenCalledTimes(2);
  await Promise.all([
    sessionStore.dispatch(refreshSubscriptionRecord('ann')),
    sessionStore.dispatch(refreshSubscriptionRecord('bob')),
  ]);
  expect(getDoc).toHaveBeenCalledTimes(4);
  expect(sessionStore.getState().subscriptionRecord.uid).toBe('bob');
});
