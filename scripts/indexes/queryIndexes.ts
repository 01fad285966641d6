/**
 * Whether Firestore on a real project can serve a query with the indexes of `firestore.indexes.json`.
 * The Emulator Suite serves every query without an index, so a query that needs a composite index
 * the file lacks works in every test and fails in production; this finds it from the queries the
 * end-to-end tests' pages sent (docs/operations.md "Deploying").
 *
 * The rules are Firestore's: single-field indexes, built for every field, serve a query on one field
 * (filtered, ordered or both) and equality-only queries (merged); a query that orders or compares on
 * one field and filters or orders on any other needs a composite index whose fields are the equality
 * fields (in any order, `CONTAINS` for an array-contains), then the order fields in order, in the
 * query's directions or all of them reversed — or several such indexes, each with some of the
 * equality fields and the same order, which Firestore merges.
 */

/** A field's filter or order as Firestore's REST API writes it (`structuredQuery`). */
interface FieldReference {
  readonly fieldPath: string;
}

interface FieldFilter {
  readonly field: FieldReference;
  readonly op: string;
}

interface Filter {
  readonly fieldFilter?: FieldFilter;
  readonly unaryFilter?: FieldFilter;
  readonly compositeFilter?: { readonly op: string; readonly filters: readonly Filter[] };
}

/** The part of a `structuredQuery` that decides its index. */
export interface StructuredQuery {
  readonly from: readonly { readonly collectionId: string; readonly allDescendants?: boolean }[];
  readonly where?: Filter;
  readonly orderBy?: readonly { readonly field: FieldReference; readonly direction?: string }[];
}

/** One index of `firestore.indexes.json`. */
export interface CompositeIndex {
  readonly collectionGroup: string;
  readonly queryScope: 'COLLECTION' | 'COLLECTION_GROUP';
  readonly fields: readonly {
    readonly fieldPath: string;
    readonly order?: string;
    readonly arrayConfig?: string;
  }[];
}

/** What of a query decides its index. */
export interface QueryShape {
  readonly collectionGroup: string;
  readonly collectionGroupScope: boolean;
  readonly equality: readonly { readonly field: string; readonly array: boolean }[];
  readonly order: readonly { readonly field: string; readonly direction: 'ASCENDING' | 'DESCENDING' }[];
}

const EQUALITY = new Set(['EQUAL', 'IN', 'ARRAY_CONTAINS', 'ARRAY_CONTAINS_ANY', 'IS_NULL', 'IS_NAN']);
const ARRAY = new Set(['ARRAY_CONTAINS', 'ARRAY_CONTAINS_ANY']);
const DOCUMENT_ID = '__name__';

function fieldFilters(filter: Filter | undefined): FieldFilter[] {
  if (!filter) return [];
  if (filter.fieldFilter) return [filter.fieldFilter];
  if (filter.unaryFilter) return [filter.unaryFilter];
  return (filter.compositeFilter?.filters ?? []).flatMap(fieldFilters);
}

/**
 * The shape of a query: its equality fields, and its order — the fields it orders by, after the
 * fields it compares on that it does not order by (Firestore orders by those first). The document
 * id is left out: every index ends with it.
 */
export function shapeOf(query: StructuredQuery): QueryShape {
  const [from] = query.from;
  const filters = fieldFilters(query.where).filter(({ field }) => field.fieldPath !== DOCUMENT_ID);
  const order = (query.orderBy ?? [])
    .filter(({ field }) => field.fieldPath !== DOCUMENT_ID)
    .map(({ field, direction }) => ({
      field: field.fieldPath,
      direction: direction === 'DESCENDING' ? ('DESCENDING' as const) : ('ASCENDING' as const),
    }));
  for (const { field, op } of filters)
    if (!EQUALITY.has(op) && !order.some((entry) => entry.field === field.fieldPath))
      order.unshift({ field: field.fieldPath, direction: 'ASCENDING' });
  const equality = filters
    .filter(({ op }) => EQUALITY.has(op))
    .filter(({ field }) => !order.some((entry) => entry.field === field.fieldPath))
    .map(({ field, op }) => ({ field: field.fieldPath, array: ARRAY.has(op) }));
  return {
    collectionGroup: from?.collectionId ?? '',
    collectionGroupScope: from?.allDescendants === true,
    equality: equality.filter(
      (entry, at) => equality.findIndex((other) => other.field === entry.field) === at,
    ),
    order,
  };
}

/** Whether single-field indexes cannot serve the query. */
export function needsCompositeIndex({ equality, order }: QueryShape): boolean {
  if (order.length === 0) return equality.some(({ array }) => array) && equality.length > 1;
  return order.length + equality.length > 1;
}

/**
 * The equality fields of `shape` that `index` can serve, or null when it cannot take part: its last
 * fields are the query's order (in its directions or all reversed), the ones before are equality
 * fields of the query.
 */
function equalityServedBy(index: CompositeIndex, shape: QueryShape): Set<string> | null {
  if (index.collectionGroup !== shape.collectionGroup) return null;
  if ((index.queryScope === 'COLLECTION_GROUP') !== shape.collectionGroupScope) return null;
  const fields = index.fields.filter(({ fieldPath }) => fieldPath !== DOCUMENT_ID);
  const split = fields.length - shape.order.length;
  if (split < 0) return null;
  const tail = fields.slice(split);
  const inOrder = shape.order.every((entry, at) => tail[at]?.fieldPath === entry.field);
  const same = shape.order.every((entry, at) => tail[at]?.order === entry.direction);
  const reversed = shape.order.every((entry, at) => !!tail[at]?.order && tail[at]?.order !== entry.direction);
  if (!inOrder || !(same || reversed)) return null;
  const served = new Set<string>();
  for (const entry of fields.slice(0, split)) {
    const wanted = shape.equality.find(({ field }) => field === entry.fieldPath);
    if (!wanted || (wanted.array ? entry.arrayConfig !== 'CONTAINS' : !entry.order)) return null;
    served.add(entry.fieldPath);
  }
  return served;
}

/**
 * Whether `indexes` serve a query of `shape`: one index whose fields are its equality fields then its
 * order, or several such indexes with the same order that together cover its equality fields (Firestore
 * merges them, so one index per filtered field and sort serves any combination of those filters).
 */
export function served(indexes: readonly CompositeIndex[], shape: QueryShape): boolean {
  const covering = indexes.map((index) => equalityServedBy(index, shape)).filter((set) => set !== null);
  if (covering.length === 0) return false;
  const covered = new Set(covering.flatMap((set) => [...set]));
  return shape.equality.every(({ field }) => covered.has(field));
}

/** A query's shape in words, e.g. `campaigns: status ==, order by createdAt DESCENDING`. */
export function describeShape({
  collectionGroup,
  collectionGroupScope,
  equality,
  order,
}: QueryShape): string {
  const parts = [
    ...equality.map(({ field, array }) => `${field} ${array ? 'array-contains' : '=='}`),
    ...(order.length > 0
      ? [`order by ${order.map(({ field, direction }) => `${field} ${direction}`).join(', ')}`]
      : []),
  ];
  return `${collectionGroup}${collectionGroupScope ? ' (collection group)' : ''}: ${parts.join(', ')}`;
}

/**
 * The queries no index serves: one line each, described by {@link describeShape}, without repeats.
 * @param queries - the queries as sent
 * @param indexes - `firestore.indexes.json`'s `indexes`
 */
export function queriesWithoutIndex(
  queries: readonly StructuredQuery[],
  indexes: readonly CompositeIndex[],
): string[] {
  const missing = new Set<string>();
  for (const query of queries) {
    const shape = shapeOf(query);
    if (needsCompositeIndex(shape) && !served(indexes, shape)) missing.add(describeShape(shape));
  }
  return [...missing].sort();
}
