/**
 * Stands in for antd's table `FilterDropdown` (see antdTrims.ts `tableWithoutColumnFilters`): no
 * table of the app filters by column — the lists filter on the server, from their filter bars — and
 * antd renders a column's filter dropdown only for a column that declares filters. Its `flattenKeys`
 * is antd's, kept for the module that imports it (checked equal to antd's by antdTrims.test.ts).
 */

/** A column filter as antd declares it: a value, and nested filters. */
interface ColumnFilterItem {
  readonly value: unknown;
  readonly children?: readonly ColumnFilterItem[];
}

/** Every value of `filters` and their nested filters, depth first (antd's own function). */
export function flattenKeys(filters?: readonly ColumnFilterItem[]): unknown[] {
  let keys: unknown[] = [];
  (filters ?? []).forEach(({ value, children }) => {
    keys.push(value);
    if (children) keys = [...keys, ...flattenKeys(children)];
  });
  return keys;
}

/**
 * What antd would render as a column's filter dropdown: fails at once, since the builds leave antd's
 * column filters out (a table that needs them removes the trim from webpack.common.ts).
 * @throws Error always
 */
export default function FilterDropdown(): never {
  throw new Error(
    "antd's table column filters are left out of the builds (scripts/webpack/antdTrims.ts tableWithoutColumnFilters)",
  );
}
