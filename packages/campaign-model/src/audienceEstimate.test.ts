import { estimateAudience } from './audienceEstimate';

const everyone = {
  locations: ['US'],
  ageMin: 13,
  ageMax: 65,
  genders: ['female', 'male', 'unspecified'],
  interests: [],
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
    const oneInterest = estimateAudience({ ...everyone, interests: ['skiing'] })?.upper ?? 0;
    const twoInterests = estimateAudience({ ...everyone, interests: ['skiing', 'hiking'] })?.upper ?? 0;
    expect(adults).toBeLessThan(full / 4);
    expect(women).toBeLessThan(full / 1.9);
    expect(oneInterest).toBeLessThan(full / 10);
    expect(twoInterests).toBeGreaterThan(oneInterest);
  });

  it('has nothing to estimate without a location or a gender', () => {
    expect(estimateAudience({ ...everyone, locations: [] })).toBeNull();
    expect(estimateAudience({ ...everyone, genders: [] })).toBeNull();
  });
});
