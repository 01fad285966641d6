import { act, renderHook, waitFor } from '@testing-library/react';
import { useCursorPages, type CursorPage } from './useCursorPages';

const QUERY = { status: 'all' };
const AHEAD: CursorPage<string> = { rows: ['read ahead'], nextCursor: null };
const FRESH: CursorPage<string> = { rows: ['fresh'], nextCursor: null };

it('shows a first page and count already at hand in its first render, reads nothing for them, and reads on reload', async () => {
  const fetchPage = jest.fn().mockResolvedValue(FRESH);
  const count = jest.fn().mockResolvedValue(7);
  const atHand = jest.fn().mockReturnValue({ page: AHEAD, total: 3 });
  const { result } = renderHook(() =>
    useCursorPages({ query: QUERY, fetchPage, count, label: 'test', atHand }),
  );
  expect(result.current).toMatchObject({ rows: ['read ahead'], total: 3, loading: false });
  expect(atHand).toHaveBeenCalledWith(QUERY);
  expect(fetchPage).not.toHaveBeenCalled();
  expect(count).not.toHaveBeenCalled();

  act(() => result.current.reload());
  await waitFor(() => expect(result.current.rows).toEqual(['fresh']));
  expect(result.current.total).toBe(7);
  expect(fetchPage).toHaveBeenCalledTimes(1);
  expect(atHand).toHaveBeenCalledTimes(1);
});

it('reads what is not at hand: a count still on its way', async () => {
  const fetchPage = jest.fn().mockResolvedValue(FRESH);
  const count = jest.fn().mockResolvedValue(7);
  const { result } = renderHook(() =>
    useCursorPages({
      query: QUERY,
      fetchPage,
      count,
      label: 'test',
      atHand: () => ({ page: AHEAD, total: null }),
    }),
  );
  expect(result.current).toMatchObject({ rows: ['read ahead'], total: null, loading: false });
  await waitFor(() => expect(result.current.total).toBe(7));
  expect(fetchPage).not.toHaveBeenCalled();
  expect(count).toHaveBeenCalledTimes(1);
});
