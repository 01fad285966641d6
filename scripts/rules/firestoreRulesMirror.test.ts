import { PLAN_CATALOGUE, PLAN_IDS } from '@adplatform/plans';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LEAD_STATUSES, LEAD_TRANSITIONS } from '@adplatform/lead-model';
import { COLLABORATION_STATUSES, COLLABORATION_TRANSITIONS } from '@adplatform/influencer-model';
import {
  BUDGET_LEVELS,
  BUDGET_TYPES,
  CAMPAIGN_OBJECTIVES,
  CAMPAIGN_SORT_FIELDS,
} from '@adplatform/campaign-model';
import { CHANNELS } from 'creation/post-document';
import { CAMPAIGN_METRIC_RANGES } from '@adplatform/delivery-metrics';
import { LIST_COLUMNS } from 'campaigns/list-columns';
import { METRIC_SORT_FIELDS } from 'campaigns/list-query';

/**
 * firestore.rules mirrors tables the apps keep in code (the rules language cannot import them). Each
 * mirror is a map literal between `// <name>:begin` and `// <name>:end`; these tests keep each equal
 * to its table.
 */
const RULES = readFileSync(path.join(__dirname, '..', '..', 'firestore.rules'), 'utf8');

/**
 * The map of the rules' `<name>` mirror block: each key with its list of strings, or null when the
 * block is missing.
 */
function mirrorBlock(name: string): Record<string, string[]> | null {
  const block = new RegExp(
    `// ${name}:begin[\\s\\S]*?return \\{([\\s\\S]*?)\\};[\\s\\S]*?// ${name}:end`,
  ).exec(RULES);
  if (!block) return null;
  const entries = [...(block[1] ?? '').matchAll(/'([^']+)': \[([^\]]*)\]/g)].map(([, key, list]) => [
    key!,
    list!
      .split(',')
      .map((part) => part.trim().replace(/'/g, ''))
      .filter(Boolean),
  ]);
  return Object.fromEntries(entries);
}

describe('firestore.rules mirrors', () => {
  it('of the entitlements table (docs/product-rules.md §6): each plan lists exactly its features', () => {
    const expected = Object.fromEntries(PLAN_IDS.map((plan) => [plan, [...PLAN_CATALOGUE[plan].features]]));
    expect(mirrorBlock('entitlements')).toEqual(expected);
  });

  it('of the lead pipeline (docs/product-rules.md §10.3): each status lists exactly its moves', () => {
    const expected = Object.fromEntries(
      LEAD_STATUSES.map((status) => [status, [...LEAD_TRANSITIONS[status]]]),
    );
    expect(mirrorBlock('lead-transitions')).toEqual(expected);
  });

  it('of the collaboration pipeline (docs/product-rules.md §10.5): each status lists exactly its moves', () => {
    const expected = Object.fromEntries(
      COLLABORATION_STATUSES.map((status) => [status, [...COLLABORATION_TRANSITIONS[status]]]),
    );
    expect(mirrorBlock('collaboration-transitions')).toEqual(expected);
  });

  it('of the campaigns list (docs/product-rules.md §10.1): its columns, ranges and sorts', () => {
    expect(mirrorBlock('list-view')).toEqual({
      columns: [...LIST_COLUMNS],
      ranges: [...CAMPAIGN_METRIC_RANGES],
      sorts: [...CAMPAIGN_SORT_FIELDS, ...METRIC_SORT_FIELDS],
    });
  });

  it('of the campaign form and the post composer (docs/product-rules.md §10.6, §10.7): their choices', () => {
    expect(mirrorBlock('document-choices')).toEqual({
      objectives: [...CAMPAIGN_OBJECTIVES],
      budgetLevels: [...BUDGET_LEVELS],
      budgetTypes: [...BUDGET_TYPES],
      channels: [...CHANNELS],
    });
  });
});
