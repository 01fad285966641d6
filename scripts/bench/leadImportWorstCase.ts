import { LEAD_IMPORT_LIMITS, LEAD_IMPORT_ROWS_MAX } from '@adplatform/lead-model/import';

/** How the names of a worst-case import are built. */
export type WorstCaseShape = 'distinct names' | 'names sharing two thirds';

/** A deterministic stream of lower-case letters (a linear congruential generator), from `seed`. */
function letters(seed: number): (count: number) => string {
  let state = seed >>> 0;
  return (count) => {
    let text = '';
    for (let index = 0; index < count; index += 1) {
      state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
      text += String.fromCharCode(97 + (state % 26));
    }
    return text;
  };
}

/**
 * The slowest `importLeads` payload the callable accepts (docs/product-rules.md §10.3): the most
 * rows, every field at its longest and valid, every row new (no e-mail or phone repeats), and names
 * of one word each that the duplicate search must weigh — all different (`distinct names`), or all
 * with the same first two thirds so that every pair shares a segment of the name index and is
 * compared (`names sharing two thirds`). No two names are alike, so every row is imported.
 */
export function worstCaseImport(
  shape: WorstCaseShape,
  seed = 1,
): {
  fileName: string;
  rows: { row: number; name: string; email: string; phone: string; note: string }[];
  includePossibleDuplicates: false;
  dryRun: boolean;
} {
  const next = letters(seed);
  const shared = next(Math.floor((LEAD_IMPORT_LIMITS.name * 2) / 3));
  const rows = Array.from({ length: LEAD_IMPORT_ROWS_MAX }, (_, index) => {
    const name =
      shape === 'distinct names'
        ? next(LEAD_IMPORT_LIMITS.name)
        : shared + next(LEAD_IMPORT_LIMITS.name - shared.length);
    const local = `${String(index).padStart(4, '0')}.${next(60)}`;
    const domain = `${next(LEAD_IMPORT_LIMITS.email - local.length - 5)}.com`;
    const digits = `${seed}${String(index).padStart(6, '0')}`.padEnd(LEAD_IMPORT_LIMITS.phone - 1, '7');
    return {
      row: index + 1,
      name,
      email: `${local}@${domain}`,
      phone: `+${digits}`,
      note: next(LEAD_IMPORT_LIMITS.note),
    };
  });
  return { fileName: `worst case ${seed}.csv`, rows, includePossibleDuplicates: false, dryRun: false };
}
