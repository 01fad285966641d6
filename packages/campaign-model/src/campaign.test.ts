import { namePrefixes, normaliseSearchTerm } from './campaign';

describe('namePrefixes', () => {
  it('indexes every prefix of every word in lower case', () => {
    expect(Object.keys(namePrefixes('Spring Sale'))).toEqual([
      's',
      'sp',
      'spr',
      'spri',
      'sprin',
      'spring',
      'sa',
      'sal',
      'sale',
    ]);
  });

  it('splits on punctuation and keeps accented letters', () => {
    expect(Object.keys(namePrefixes('Café—Q4'))).toEqual(['c', 'ca', 'caf', 'café', 'q', 'q4']);
  });

  it('caps a prefix at 20 characters', () => {
    const prefixes = namePrefixes('a'.repeat(30));
    expect(Object.keys(prefixes)).toHaveLength(20);
    expect(Object.values(prefixes).every((value) => value === true)).toBe(true);
  });
});

describe('normaliseSearchTerm', () => {
  it('takes the first word in lower case', () => {
    expect(normaliseSearchTerm('  Black Friday ')).toBe('black');
  });
  it('gives an empty term for blank input', () => {
    expect(normaliseSearchTerm('  -- ')).toBe('');
  });
});
