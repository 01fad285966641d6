import { SAVED_AD_TAGS_MAX } from '@adplatform/ad-library-model';
import { cleanTags, savedAdNotesSchema } from './savedAdNotes';

describe('cleanTags', () => {
  it('trims, joins lines and drops empty and repeated tags (ignoring case), in the order typed', () => {
    expect(cleanTags([' hooks ', 'Hooks', '', 'ugc\nstyle', 'UGC style'])).toEqual(['hooks', 'ugc style']);
  });
});

describe('savedAdNotesSchema', () => {
  it('takes a note and distinct tags', () => {
    expect(savedAdNotesSchema.safeParse({ note: 'Strong hook', tags: ['hooks', 'ugc'] }).success).toBe(true);
    expect(
      savedAdNotesSchema.safeParse({ note: '', tags: ['spring sale', 'x'.repeat(30), 'é'] }).success,
    ).toBe(true);
  });
  it.each([
    ['too many tags', { note: '', tags: Array.from({ length: SAVED_AD_TAGS_MAX + 1 }, (_, i) => `t${i}`) }],
    ['a repeated tag', { note: '', tags: ['a', 'a'] }],
    ['an untrimmed tag', { note: '', tags: [' a'] }],
    ['a tag ending in a tab', { note: '', tags: ['a\t'] }],
    ['a tag of two lines', { note: '', tags: ['a\nb'] }],
    ['a tag too long', { note: '', tags: ['x'.repeat(31)] }],
    ['a note too long', { note: 'x'.repeat(1001), tags: [] }],
    ['another field', { note: '', tags: [], headline: 'x' }],
  ])('refuses %s', (_, value) => {
    expect(savedAdNotesSchema.safeParse(value).success).toBe(false);
  });
});
