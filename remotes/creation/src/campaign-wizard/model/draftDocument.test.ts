import { draftAdSetsSchema } from './draftDocument';
import { emptyAdSet } from './wizardForm';

describe('the ad sets a draft keeps', () => {
  it('keeps a fresh ad set, and one with a bid cap and days of its own', () => {
    const schema = draftAdSetsSchema('u1');
    expect(schema.safeParse([emptyAdSet()]).success).toBe(true);
    const own = {
      ...emptyAdSet(),
      bidding: { strategy: 'bidCap', capMinor: 150 },
      schedule: { startDate: '2026-12-10', endDate: null },
    };
    expect(schema.safeParse([own]).success).toBe(true);
  });

  it('refuses a strategy it does not know and a day that is not one', () => {
    const schema = draftAdSetsSchema('u1');
    const unknown = { ...emptyAdSet(), bidding: { strategy: 'highest', capMinor: null } };
    expect(schema.safeParse([unknown]).success).toBe(false);
    const notADay = { ...emptyAdSet(), schedule: { startDate: 'soon', endDate: null } };
    expect(schema.safeParse([notADay]).success).toBe(false);
  });
});
