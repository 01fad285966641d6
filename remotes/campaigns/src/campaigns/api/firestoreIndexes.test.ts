import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CAMPAIGN_SORT_FIELDS } from '@adplatform/campaign-model';

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
// (the emulator does not check, so this test does).
describe('firestore.indexes.json covers the campaigns list', () => {
  const filters = [
    ['status:ASCENDING'],
    ['nameTokens:CONTAINS'],
    ['status:ASCENDING', 'nameTokens:CONTAINS'],
  ];
  const cases = CAMPAIGN_SORT_FIELDS.flatMap((field) =>
    ['ASCENDING', 'DESCENDING'].flatMap((order) =>
      filters.map((filter) => [...filter, `${field}:${order}`].join(',')),
    ),
  );

  it.each(cases)('%s', (signature) => {
    expect(signatures.has(signature)).toBe(true);
  });
});
