import { claimsMatch, subscriptionClaims } from './subscriptionClaims';

describe('subscriptionClaims', () => {
  it('carries the plan, the status and the period end in whole seconds', () => {
    const claims = subscriptionClaims({
      selectedPlan: 'Plus',
      status: 'active',
      periodEnd: new Date('2026-12-01T10:00:00.750Z'),
    });
    expect(claims).toEqual({
      plan: 'Plus',
      subscriptionStatus: 'active',
      subscriptionEnds: Date.parse('2026-12-01T10:00:00Z') / 1000,
    });
  });

  it('is all null without a subscription, and keeps a missing period end null', () => {
    expect(subscriptionClaims(null)).toEqual({
      plan: null,
      subscriptionStatus: null,
      subscriptionEnds: null,
    });
    expect(
      subscriptionClaims({ selectedPlan: 'Basic', status: 'past_due', periodEnd: null }).subscriptionEnds,
    ).toBeNull();
  });

  it('matches a token that says the same, and no other', () => {
    const expected = subscriptionClaims({ selectedPlan: 'Plus', status: 'active', periodEnd: null });
    expect(claimsMatch({ plan: 'Plus', subscriptionStatus: 'active', email_verified: true }, expected)).toBe(
      true,
    );
    expect(claimsMatch({ plan: 'Basic', subscriptionStatus: 'active' }, expected)).toBe(false);
    expect(claimsMatch({}, expected)).toBe(false);
    expect(claimsMatch({}, subscriptionClaims(null))).toBe(true);
  });
});
