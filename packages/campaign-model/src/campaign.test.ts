import { nameSearchTokens, normaliseSearchTerm } from './campaign';

describe('nameSearchTokens', () => {
  it('indexes every prefix of every word in lower case', () => {
    expect(nameSearchTokens('Spring Sale')).toEqual([
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
    expect(nameSearchTokens('Café—Q4')).toEqual(['c', 'ca', 'caf', 'café', 'q', 'q4']);
  });

  it('caps a prefix at 20 characters', () => {
    const tokens = nameSearchTokens('a'.repeat(30));
    expect(tokens).toHaveLength(20);
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
