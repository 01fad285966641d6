import fc from 'fast-check';
import { AlikeNames, keysAlike, nameKey } from './alikeNames';

/** The first of `names` alike `probe`, comparing every pair: what the index must answer. */
function bruteForce(names: readonly string[], probe: string): number | undefined {
  const index = names.findIndex((name) => keysAlike(nameKey(name), nameKey(probe)));
  return index === -1 ? undefined : index;
}

describe('keysAlike', () => {
  it('allows one typo in names under 12 characters, two from 12, none under 6', () => {
    expect(keysAlike('ana lopez', 'ana lopes')).toBe(true);
    expect(keysAlike('ana lopez', 'ana lupes')).toBe(false);
    expect(keysAlike('alexandra smith', 'alexandre smyth')).toBe(true);
    expect(keysAlike('alexandra smith', 'alexandre smythe x')).toBe(false);
    expect(keysAlike('bo li', 'bo lu')).toBe(false);
    expect(keysAlike('bo li', 'bo li')).toBe(true);
    expect(keysAlike('', '')).toBe(false);
  });

  it('counts insertions and deletions as well as substitutions', () => {
    expect(keysAlike('garcia maria', 'garcias maria')).toBe(true);
    expect(keysAlike('garcia maria', 'garcia mara')).toBe(true);
    expect(keysAlike('garcia maria', 'garca mar')).toBe(false);
  });
});

describe('AlikeNames', () => {
  it('answers the first name added that is alike, as comparing every pair would', () => {
    // A small alphabet makes near names common; each probe is an added name with up to three random
    // insertions, deletions or substitutions, anywhere in it.
    const letter = fc.constantFrom('a', 'b', 'c', ' ');
    const name = fc.string({ unit: letter, minLength: 0, maxLength: 24 });
    const edit = fc.record({ kind: fc.constantFrom('insert', 'delete', 'replace'), at: fc.nat(), letter });
    const edited = (text: string, edits: readonly { kind: string; at: number; letter: string }[]) =>
      edits.reduce((result, { kind, at, letter: added }) => {
        const place = at % (result.length + 1);
        if (kind === 'insert') return result.slice(0, place) + added + result.slice(place);
        const after = kind === 'delete' ? '' : added;
        return result.slice(0, place) + after + result.slice(place + 1);
      }, text);
    fc.assert(
      fc.property(
        fc.array(name, { minLength: 1, maxLength: 30 }),
        fc.array(fc.tuple(fc.nat(), fc.array(edit, { maxLength: 3 })), { minLength: 1, maxLength: 10 }),
        (added, probes) => {
          const index = new AlikeNames<number>();
          added.forEach((entry, position) => index.add(entry, position));
          for (const [from, edits] of probes) {
            const probe = edited(added[from % added.length]!, edits);
            expect(index.find(probe)).toBe(bruteForce(added, probe));
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('finds long names two edits apart anywhere in them', () => {
    const long = 'x'.repeat(60) + 'middle' + 'y'.repeat(60);
    const index = new AlikeNames<string>();
    index.add('someone else entirely', 'other');
    index.add(long, 'long');
    expect(index.find(`a${long.slice(1, 70)}zz${long.slice(72)}`)).toBe(undefined);
    expect(index.find(`${long.slice(0, 63)}Q${long.slice(64, 100)}${long.slice(101)}`)).toBe('long');
    expect(index.find(`López, ${long}`)).toBe(undefined);
  });
});
