import { DOCUMENT_ID_MAX_BYTES, isDocumentId } from './index';
import { documentIdSchema } from './schema';

describe('documentIdSchema', () => {
  it.each(['abc', 'A1_b-2', '_x', 'x__', '__x', '_', '-', 'a'.repeat(DOCUMENT_ID_MAX_BYTES), 'x__y__'])(
    'accepts %s',
    (id) => {
      expect(documentIdSchema.safeParse(id).success).toBe(true);
      expect(isDocumentId(id)).toBe(true);
    },
  );

  it.each([
    ['reserved by Firestore', '__x__'],
    ['reserved by Firestore, empty inside', '____'],
    ['the current folder', '.'],
    ['the parent folder', '..'],
    ['a path', 'a/b'],
    ['empty', ''],
    ['too long', 'a'.repeat(DOCUMENT_ID_MAX_BYTES + 1)],
    ['not ASCII', 'café'],
    ['a space', 'a b'],
    ['an encoded slash', 'a%2Fb'],
  ])('refuses an ID %s', (_, id) => {
    expect(documentIdSchema.safeParse(id).success).toBe(false);
    expect(isDocumentId(id)).toBe(false);
  });

  it('refuses what is not a string', () => {
    expect(isDocumentId(42)).toBe(false);
    expect(isDocumentId(null)).toBe(false);
  });
});
