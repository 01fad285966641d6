import * as functions from '../index';

type Endpoint = {
  readonly callableTrigger?: unknown;
  readonly timeoutSeconds?: number;
  readonly availableMemoryMb?: number;
  readonly concurrency?: number;
  readonly maxInstances?: number;
};

const CALLABLES = [
  'choosePlan',
  'createCampaign',
  'getUserSubscription',
  'renewSubscription',
  'updateCampaigns',
  'updateDeliveryItems',
];

describe('the callable functions’ production options', () => {
  const callables = Object.entries(functions as Record<string, { __endpoint?: Endpoint }>).filter(
    ([, exported]) => exported.__endpoint?.callableTrigger,
  );

  it('finds every callable function', () => {
    expect(callables.map(([name]) => name).sort()).toEqual(CALLABLES);
  });

  it.each(CALLABLES)('%s has a time-out, memory, concurrency and an instance ceiling', (name) => {
    const endpoint = (functions as Record<string, { __endpoint?: Endpoint }>)[name]?.__endpoint;
    expect(endpoint?.timeoutSeconds).toBeGreaterThan(0);
    expect(endpoint?.availableMemoryMb).toBeGreaterThanOrEqual(256);
    expect(endpoint?.concurrency).toBeGreaterThan(1);
    expect(endpoint?.maxInstances).toBeGreaterThan(0);
  });
});
