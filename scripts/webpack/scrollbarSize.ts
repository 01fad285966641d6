import { getTargetScrollBarSize as measureScrollBarSize } from 'rc-util/es/getScrollBarSize';

/*
 * rc-table's scrollbar measure (see antdTrims.ts `tableMeasuresScrollbarWhenItScrolls`). rc-table
 * uses the size only where the header is a table of its own above a scrolling body (a fixed or
 * sticky header, a virtual table): the header's last column leaves room for the body's scrollbar.
 * A table in one piece scrolls its header with its body and never reads it.
 */

/**
 * The scrollbar's size of a table's scrolling element, in px: `{ width: 0, height: 0 }` for a table
 * in one piece (rc-table's `<prefix>-content` element), unmeasured, so that no style and layout pass
 * of the whole page runs while such a table mounts; rc-util's measure for any other.
 * @param target - the element rc-table passes: its scrolling body, or the table's container
 */
export function getTargetScrollBarSize(target: Element | null | undefined): {
  width: number;
  height: number;
} {
  const inOnePiece = target instanceof Element && /-content$/.test(target.classList[0] ?? '');
  return inOnePiece ? { width: 0, height: 0 } : measureScrollBarSize(target as HTMLElement);
}
