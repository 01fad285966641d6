import { act, renderHook } from '@testing-library/react';
import type { AfterTable } from './afterTable';
import { useAfterTable, type AfterTableStages } from './useAfterTable';

const PARTS = { CursorPager: () => null } as unknown as AfterTable;

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

/** Renders the hook, keeping what each render returned. */
function renderStages(load: () => Promise<AfterTable>, listLoading = true) {
  const seen: AfterTableStages[] = [];
  const hook = renderHook(
    ({ loading }: { loading: boolean }) => {
      const stages = useAfterTable(loading, load);
      seen.push(stages);
      return stages;
    },
    { initialProps: { loading: listLoading } },
  );
  return { ...hook, seen };
}

/** The next animation frame, and the promises it starts. */
async function nextFrame(): Promise<void> {
  await act(async () => {
    jest.advanceTimersByTime(20);
    await Promise.resolve();
  });
}

it('requests nothing while the first page loads, then the parts in the frame after it shows', async () => {
  const load = jest.fn(() => Promise.resolve(PARTS));
  const { rerender } = renderStages(load);
  await nextFrame();
  expect(load).not.toHaveBeenCalled();
  rerender({ loading: false });
  expect(load).not.toHaveBeenCalled();
  await nextFrame();
  expect(load).toHaveBeenCalledTimes(1);
  // A later reload of the list requests nothing more.
  rerender({ loading: true });
  rerender({ loading: false });
  await nextFrame();
  expect(load).toHaveBeenCalledTimes(1);
});

it('shows the rows’ controls in one commit and the other parts in the next', async () => {
  const { result, seen } = renderStages(() => Promise.resolve(PARTS), false);
  await nextFrame();
  expect(result.current).toEqual({ first: PARTS, rest: PARTS });
  const stages = seen.map(({ first, rest }) => `${first ? 'first' : '-'}/${rest ? 'rest' : '-'}`);
  expect(stages.filter((stage, index) => stage !== stages[index - 1])).toEqual([
    '-/-',
    'first/-',
    'first/rest',
  ]);
});

it('leaves the list without its parts when they cannot load, and says so in the console', async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { result } = renderStages(() => Promise.reject(new Error('chunk failed')), false);
  await nextFrame();
  expect(result.current).toEqual({ first: null, rest: null });
  expect(error).toHaveBeenCalledWith('[campaigns] list controls could not load', expect.any(Error));
});
