import { INTEREST_CATALOGUE, searchCatalogue } from './interestCatalogue';
import { INTEREST_ID_PATTERN } from './campaignForm';

describe('the interest catalogue', () => {
  it('has distinct ids the form accepts, and shares between 0 and 1', () => {
    const ids = INTEREST_CATALOGUE.map(({ id }) => id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const interest of INTEREST_CATALOGUE) {
      expect(interest.id).toMatch(INTEREST_ID_PATTERN);
      expect(interest.audienceShare).toBeGreaterThan(0);
      expect(interest.audienceShare).toBeLessThan(1);
    }
  });

  it('finds a word start in either language, accents and case ignored, names first', () => {
    expect(searchCatalogue('ski', 'en-us', 10).map(({ name }) => name)).toEqual(['Skiing']);
    expect(searchCatalogue('ESQUI', 'es-es', 10).map(({ name }) => name)).toEqual(['Esquí']);
    // "Sports and outdoors" is the topic of every sport; names that start with the term come first.
    const sports = searchCatalogue('s', 'en-us', 40).map(({ name }) => name);
    expect(sports.slice(0, 3)).toEqual(['Shoes', 'Skiing', 'Small business']);
    expect(sports).toContain('Running');
  });

  it('answers the topic in the path, at most the limit, and nothing for an unknown word', () => {
    const [running] = searchCatalogue('running', 'es-es', 5);
    expect(running).toEqual({
      id: 'local:running',
      name: 'Running',
      path: ['Deportes y aire libre'],
      audienceShare: 0.07,
    });
    expect(searchCatalogue('', 'en-us', 4)).toHaveLength(4);
    expect(searchCatalogue('zzz', 'en-us', 10)).toEqual([]);
  });
});
