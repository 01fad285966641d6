import { estimateAudience } from './audienceEstimate';

const everyone = {
  locations: ['US'],
  ageMin: 13,
  ageMax: 65,
  genders: ['female', 'male', 'unspecified'],
  interests: [] as { audienceShare: number }[],
};

describe('estimateAudience (the local model)', () => {
  it('gives a range around the reachable people of the countries chosen', () => {
    expect(estimateAudience(everyone)).toEqual({ lower: 200_000_000, upper: 280_000_000 });
    expect(estimateAudience({ ...everyone, locations: ['US', 'CA'] })?.upper).toBe(310_000_000);
  });

  it('narrows with the ages, the genders and the interests', () => {
    const full = estimateAudience(everyone)?.upper ?? 0;
    const adults = estimateAudience({ ...everyone, ageMin: 25, ageMax: 34 })?.upper ?? 0;
    const women = estimateAudience({ ...everyone, genders: ['female'] })?.upper ?? 0;
    const oneInterest = estimateAudience({ ...everyone, interests: [{ audienceShare: 0.02 }] })?.upper ?? 0;
    const twoInterests =
      estimateAudience({ ...everyone, interests: [{ audienceShare: 0.02 }, { audienceShare: 0.06 }] })
        ?.upper ?? 0;
    expect(adults).toBeLessThan(full / 4);
    expect(women).toBeLessThan(full / 1.9);
    expect(oneInterest).toBeLessThan(full / 10);
    expect(twoInterests).toBeGreaterThan(oneInterest);
  });

  it('reaches everyone holding at least one interest, each at its own share', () => {
    const full = 240_000_000;
    // 1 − (1 − 0.1)(1 − 0.2) = 0.28 of everyone, 15 % either side.
    expect(
      estimateAudience({ ...everyone, interests: [{ audienceShare: 0.1 }, { audienceShare: 0.2 }] }),
    ).toEqual({
      lower: Math.round((full * 0.28 * 0.85) / 1e6) * 1e6,
      upper: Math.round((full * 0.28 * 1.15) / 1e6) * 1e6,
    });
  });

  it('has nothing to estimate without a location or a gender', () => {
    expect(estimateAudience({ ...everyone, locations: [] })).toBeNull();
    expect(estimateAudience({ ...everyone, genders: [] })).toBeNull();
  });
});
