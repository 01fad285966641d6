import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LEAD_STATUSES, LEAD_TRANSITIONS } from './leadPipeline';

describe('firestore.rules mirror of the lead pipeline', () => {
  const rules = readFileSync(path.join(__dirname, '../../../../../firestore.rules'), 'utf8');
  const block =
    /\/\/ lead-transitions:begin[\s\S]*?return \{([\s\S]*?)\};[\s\S]*?\/\/ lead-transitions:end/.exec(rules);

  it('has a lead-transitions block', () => {
    expect(block).not.toBeNull();
  });

  it.each(LEAD_STATUSES)('lists exactly the moves from %s', (status) => {
    const line = new RegExp(`'${status}': \\[([^\\]]*)\\]`).exec(block?.[1] ?? '');
    const targets = (line?.[1] ?? '')
      .split(',')
      .map((part) => part.trim().replace(/'/g, ''))
      .filter(Boolean);
    expect(targets).toEqual([...LEAD_TRANSITIONS[status]]);
  });
});
