import { useContext as useSelectedContext, type SelectorContext } from '@rc-component/context';

/*
 * The context selector of rc-table's `Body` (see antdTrims.ts `tableBodyWithoutUnusedWidths`). The
 * body selects the measured column widths only to place an expanded row that starts after some
 * columns (`expandedRowOffset`); no table of the app expands rows, yet each measure its resize
 * observers reported (the first layout's widths, then again when the row controls widened their
 * columns) rendered every row of the table once more, two commits of about 200 components on the
 * campaigns list (docs/architecture.md "Performance budgets"). Here the body sees the widths only
 * when it places expanded rows; a pinned cell still moves with its offsets, which the rows read
 * from the context themselves.
 */

/** What the body reads of rc-table's context for this: the rest passes through as selected. */
interface BodyWidths {
  readonly colWidths?: readonly number[];
  readonly expandedRowOffset?: number;
}

/** The widths the body sees while no expanded row needs them: one array, always the same. */
const UNUSED_WIDTHS: readonly number[] = [];

/**
 * `@rc-component/context`'s `useContext` for rc-table's `Body`: the fields `keys` names, picked
 * from the table's context, the measured widths replaced by one constant empty list unless the
 * table offsets its expanded rows. Re-renders the body only when a picked value changes.
 * @param holder - rc-table's `TableContext`
 * @param keys - the context's fields the body reads (rc-table's list)
 * @returns an object with those fields
 */
export function useContext<Context extends BodyWidths>(
  holder: SelectorContext<Context>,
  keys: readonly (keyof Context)[],
): Partial<Context> {
  return useSelectedContext(holder, (context: Context): Partial<Context> => {
    const picked: Partial<Context> = {};
    for (const key of keys) picked[key] = context[key];
    if (!context.expandedRowOffset && 'colWidths' in picked) {
      return { ...picked, colWidths: UNUSED_WIDTHS };
    }
    return picked;
  });
}
