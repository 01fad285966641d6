import { keptAudience } from './adSet';

it('keeps an audience’s interests by id and name only, the rest of the audience as it is', () => {
  const audience = {
    locations: ['ES'],
    ageMin: 18,
    ageMax: 40,
    genders: ['female'],
    interests: [{ id: 'local:skiing', name: 'Skiing', audienceShare: 0.02 }],
  };
  expect(keptAudience(audience)).toEqual({
    ...audience,
    interests: [{ id: 'local:skiing', name: 'Skiing' }],
  });
});
