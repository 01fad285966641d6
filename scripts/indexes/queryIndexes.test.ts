import { queriesWithoutIndex, shapeOf, type CompositeIndex, type StructuredQuery } from './queryIndexes';

const field = (fieldPath: string) => ({ fieldPath });
const equal = (path: string, op = 'EQUAL') => ({ fieldFilter: { field: field(path), op } });
const order = (path: string, direction = 'ASCENDING') => ({ field: field(path), direction });

/** The campaigns list filtered by status, newest first, as the SDK sends it (the id order appended). */
const byStatusNewestFirst: StructuredQuery = {
  from: [{ collectionId: 'campaigns' }],
  where: equal('status', 'IN'),
  orderBy: [order('createdAt', 'DESCENDING'), order('__name__', 'DESCENDING')],
};

const statusThenCreated: CompositeIndex = {
  collectionGroup: 'campaigns',
  queryScope: 'COLLECTION',
  fields: [
    { fieldPath: 'status', order: 'ASCENDING' },
    { fieldPath: 'createdAt', order: 'DESCENDING' },
  ],
};

describe('which queries a real project cannot serve with firestore.indexes.json', () => {
  it('passes a query on one field, and equality filters alone: single-field indexes serve them', () => {
    const queries: StructuredQuery[] = [
      { from: [{ collectionId: 'campaigns' }], orderBy: [order('name'), order('__name__')] },
      { from: [{ collectionId: 'campaigns' }], where: equal('status', 'NOT_EQUAL') },
      {
        from: [{ collectionId: 'leads' }],
        where: { compositeFilter: { op: 'AND', filters: [equal('status'), equal('ownerUid')] } },
      },
    ];
    expect(queriesWithoutIndex(queries, [])).toEqual([]);
  });

  it('passes a filtered and ordered query its composite index serves, in its directions or all reversed', () => {
    const reversed: StructuredQuery = { ...byStatusNewestFirst, orderBy: [order('createdAt', 'ASCENDING')] };
    expect(queriesWithoutIndex([byStatusNewestFirst, reversed], [statusThenCreated])).toEqual([]);
  });

  it('fails a filtered and ordered query without its index', () => {
    expect(queriesWithoutIndex([byStatusNewestFirst], [])).toEqual([
      'campaigns: status ==, order by createdAt DESCENDING',
    ]);
  });

  it('passes two equality filters and an order served by merging one index per filter', () => {
    const twoFilters: StructuredQuery = {
      ...byStatusNewestFirst,
      where: { compositeFilter: { op: 'AND', filters: [equal('status', 'IN'), equal('objective')] } },
    };
    const objectiveThenCreated: CompositeIndex = {
      ...statusThenCreated,
      fields: [{ fieldPath: 'objective', order: 'ASCENDING' }, statusThenCreated.fields[1]!],
    };
    expect(queriesWithoutIndex([twoFilters], [statusThenCreated, objectiveThenCreated])).toEqual([]);
    expect(queriesWithoutIndex([twoFilters], [statusThenCreated])).toEqual([
      'campaigns: status ==, objective ==, order by createdAt DESCENDING',
    ]);
  });

  it('fails when the index has the fields in another order, another scope or another collection', () => {
    const wrong: CompositeIndex[] = [
      { ...statusThenCreated, fields: [...statusThenCreated.fields].reverse() },
      { ...statusThenCreated, queryScope: 'COLLECTION_GROUP' },
      { ...statusThenCreated, collectionGroup: 'leads' },
    ];
    expect(queriesWithoutIndex([byStatusNewestFirst], wrong)).toHaveLength(1);
  });

  it('orders a compared field first, and needs CONTAINS for an array-contains', () => {
    const search: StructuredQuery = {
      from: [{ collectionId: 'leads' }],
      where: {
        compositeFilter: {
          op: 'AND',
          filters: [equal('searchTokens', 'ARRAY_CONTAINS'), equal('score', 'GREATER_THAN')],
        },
      },
    };
    expect(shapeOf(search).order).toEqual([{ field: 'score', direction: 'ASCENDING' }]);
    const ascending: CompositeIndex = {
      collectionGroup: 'leads',
      queryScope: 'COLLECTION',
      fields: [
        { fieldPath: 'searchTokens', order: 'ASCENDING' },
        { fieldPath: 'score', order: 'ASCENDING' },
      ],
    };
    const contains: CompositeIndex = {
      ...ascending,
      fields: [{ fieldPath: 'searchTokens', arrayConfig: 'CONTAINS' }, ascending.fields[1]!],
    };
    expect(queriesWithoutIndex([search], [ascending])).toEqual([
      'leads: searchTokens array-contains, order by score ASCENDING',
    ]);
    expect(queriesWithoutIndex([search], [contains])).toEqual([]);
  });
});
