import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CAMPAIGN_SORT_FIELDS } from '@adplatform/campaign-model';
import { CAMPAIGN_METRIC_RANGES } from '@adplatform/delivery-metrics';
import { METRIC_SORT_FIELDS, sortFieldPath } from '../model/campaignQuery';

interface IndexField {
  fieldPath: string;
  order?: 'ASCENDING' | 'DESCENDING';
  arrayConfig?: 'CONTAINS';
}

const { indexes } = JSON.parse(
  readFileSync(path.join(__dirname, '../../../../../firestore.indexes.json'), 'utf8'),
) as { indexes: { collectionGroup: string; fields: IndexField[] }[] };

const signatures = new Set(
  indexes
    .filter((index) => index.collectionGroup === 'campaigns')
    .map((index) =>
      index.fields.map((field) => `${field.fieldPath}:${field.order ?? field.arrayConfig}`).join(','),
    ),
);

// Production Firestore needs a composite index for every filter + sort the campaigns list can ask for
// (the emulator does not check, so this test does). Every list query filters by status (one, or every
// status but archived with `in`). A name search is equalities only, unordered, which single-field
// indexes serve (docs/decisions/0035-search-reads-its-matches.md): it needs none here.
describe('firestore.indexes.json covers the campaigns list', () => {
  const filters = [['status:ASCENDING']];
  const sortPaths = [
    ...CAMPAIGN_SORT_FIELDS,
    ...CAMPAIGN_METRIC_RANGES.flatMap((range) =>
      METRIC_SORT_FIELDS.map((sortField) => sortFieldPath({ sortField, range })),
    ),
  ];
  const cases = sortPaths.flatMap((field) =>
    ['ASCENDING', 'DESCENDING'].flatMap((order) =>
      filters.map((filter) => [...filter, `${field}:${order}`].join(',')),
    ),
  );

  it('has a case for every metric sort of every range', () => {
    expect(cases).toContain('status:ASCENDING,metrics.last7.spendMinor:DESCENDING');
  });

  it.each(cases)('%s', (signature) => {
    expect(signatures.has(signature)).toBe(true);
  });

  it('keeps no index a query no longer asks for', () => {
    expect([...signatures].filter((signature) => !cases.includes(signature))).toEqual([]);
  });
});
