/**
 * Names alike (docs/product-rules.md §10.3 "possible duplicate"), found without comparing every pair:
 * an import of the most rows with the longest names against the account's leads stays within seconds.
 */

/** The most typos two names may differ by to be alike (names of 12 characters or more). */
const MAX_TYPOS = 2;
/** Names shorter than this must match exactly. */
const MIN_FUZZY_LENGTH = 6;

/**
 * The name as leads are compared for duplicates: accents dropped, lower case, words in alphabetical
 * order (`López, Ana` and `ana lopez` give `ana lopez`).
 */
export function nameKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('en-US')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .sort()
    .join(' ');
}

/** Two rows of the edit-distance table, kept between calls (grown for a longer string). */
let rowBuffers: [Int32Array, Int32Array] = [new Int32Array(256), new Int32Array(256)];

/**
 * Whether the edit distance of two strings (insertions, deletions, substitutions) is at most `max`.
 * What they share at the start and at the end is set aside; then only the diagonal band `max` wide is
 * computed, and the work stops at the first row with no cell within `max`.
 */
function withinEdits(a: string, b: string, max: number): boolean {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA -= 1;
    endB -= 1;
  }
  const rows = endA - start;
  const columns = endB - start;
  if (Math.abs(rows - columns) > max) return false;
  if (rows === 0 || columns === 0) return Math.max(rows, columns) <= max;
  const outside = max + 1;
  if (rowBuffers[0].length <= columns)
    rowBuffers = [new Int32Array(columns + 1), new Int32Array(columns + 1)];
  let [previous, current] = rowBuffers;
  previous.fill(outside, 0, columns + 1);
  for (let j = 0; j <= Math.min(columns, max); j += 1) previous[j] = j;
  for (let i = 1; i <= rows; i += 1) {
    // This row's band and the cell either side of it are all that this row and the next read.
    current.fill(outside, Math.max(0, i - max - 1), Math.min(columns, i + max + 1) + 1);
    current[0] = i <= max ? i : outside;
    let best = current[0]!;
    for (let j = Math.max(1, i - max); j <= Math.min(columns, i + max); j += 1) {
      const cost = a[start + i - 1] === b[start + j - 1] ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost, outside);
      current[j] = value;
      if (value < best) best = value;
    }
    if (best > max) return false;
    [previous, current] = [current, previous];
  }
  return previous[columns]! <= max;
}

/**
 * Whether two name keys ({@link nameKey}) are the same person: equal, or at most one typo apart (two
 * when the shorter has 12 characters or more); keys shorter than 6 characters must be equal.
 */
export function keysAlike(left: string, right: string): boolean {
  if (!left || !right) return false;
  if (left === right) return true;
  const shorter = Math.min(left.length, right.length);
  if (shorter < MIN_FUZZY_LENGTH) return false;
  return withinEdits(left, right, shorter >= 12 ? MAX_TYPOS : 1);
}

/** Where each of the `MAX_TYPOS + 1` segments of a key of `length` characters starts, and its length. */
function segmentsOf(length: number): { start: number; size: number }[] {
  const count = MAX_TYPOS + 1;
  const base = Math.floor(length / count);
  const longer = length % count;
  const segments: { start: number; size: number }[] = [];
  let start = 0;
  for (let index = 0; index < count; index += 1) {
    const size = base + (index >= count - longer ? 1 : 0);
    segments.push({ start, size });
    start += size;
  }
  return segments;
}

/**
 * Names added in order, each with a value, and the first added that is alike a given name. Equal keys
 * are found in a map. For typos, each key of 6 characters or more is indexed by its three segments:
 * two keys at most two edits apart share one segment whole, at most two places from where it starts
 * (an edit touches at most one segment), so only the keys that share one are compared, along a band.
 */
export class AlikeNames<T> {
  private readonly keys: string[] = [];
  private readonly values: T[] = [];
  private readonly firstWithKey = new Map<string, number>();
  private readonly bySegment = new Map<string, number[]>();

  /** Adds a name (ignored for matching when its key is empty). */
  add(name: string, value: T): void {
    const key = nameKey(name);
    const index = this.keys.length;
    this.keys.push(key);
    this.values.push(value);
    if (!key) return;
    if (!this.firstWithKey.has(key)) this.firstWithKey.set(key, index);
    if (key.length < MIN_FUZZY_LENGTH) return;
    segmentsOf(key.length).forEach(({ start, size }, segment) => {
      const entry = `${key.length}:${segment}:${key.slice(start, start + size)}`;
      const list = this.bySegment.get(entry);
      if (list) list.push(index);
      else this.bySegment.set(entry, [index]);
    });
  }

  /** The value of the first name added that is alike `name` ({@link keysAlike}), or undefined. */
  find(name: string): T | undefined {
    const key = nameKey(name);
    if (!key) return undefined;
    const candidates = new Set<number>();
    const exact = this.firstWithKey.get(key);
    if (exact !== undefined) candidates.add(exact);
    if (key.length >= MIN_FUZZY_LENGTH) {
      for (let length = key.length - MAX_TYPOS; length <= key.length + MAX_TYPOS; length += 1) {
        if (length < MIN_FUZZY_LENGTH) continue;
        segmentsOf(length).forEach(({ start, size }, segment) => {
          const from = Math.max(0, start - MAX_TYPOS);
          const to = Math.min(key.length - size, start + MAX_TYPOS);
          for (let at = from; at <= to; at += 1) {
            for (const index of this.bySegment.get(`${length}:${segment}:${key.slice(at, at + size)}`) ??
              []) {
              candidates.add(index);
            }
          }
        });
      }
    }
    const first = [...candidates].sort((a, b) => a - b).find((index) => keysAlike(this.keys[index]!, key));
    return first === undefined ? undefined : this.values[first];
  }
}
