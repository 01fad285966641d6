import * as z from 'zod/mini';

const historySchema = z.object({
  at: z.custom<{ toDate: () => Date }>(
    (value) => typeof value === 'object' && value !== null && 'toDate' in value,
  ),
  byName: z.string(),
  field: z.enum(['status', 'budgetMinor', 'name', 'createdFrom']),
  before: z.union([z.string(), z.number(), z.null()]),
  after: z.union([z.string(), z.number(), z.null()]),
  item: z.optional(z.object({ level: z.enum(['adSet', 'ad']), id: z.string(), name: z.string() })),
  network: z.optional(
    z.object({ name: z.string(), answer: z.enum(['accepted', 'refused']), message: z.optional(z.string()) }),
  ),
});

/** One change of a campaign's history, as the opened campaign lists it (docs/product-rules.md §10.1). */
export interface HistoryRow {
  readonly id: string;
  readonly at: Date;
  readonly byName: string;
  readonly field: 'status' | 'budgetMinor' | 'name' | 'createdFrom';
  readonly before: string | number | null;
  readonly after: string | number | null;
  readonly item: { readonly level: 'adSet' | 'ad'; readonly name: string } | null;
  /** For a synced campaign: its network and what it answered (a refused change was not applied). */
  readonly network: {
    readonly name: string;
    readonly answer: 'accepted' | 'refused';
    readonly message: string;
  } | null;
}

/** A history document as a row, or null (logged) when it breaks the contract. */
export function toHistoryRow(id: string, data: unknown): HistoryRow | null {
  const parsed = historySchema.safeParse(data);
  if (!parsed.success) {
    console.warn(`[campaigns] skipped malformed history entry ${id}`, parsed.error.issues[0]);
    return null;
  }
  const { at, item, network, ...entry } = parsed.data;
  return {
    id,
    ...entry,
    at: at.toDate(),
    item: item ? { level: item.level, name: item.name } : null,
    network: network ? { name: network.name, answer: network.answer, message: network.message ?? '' } : null,
  };
}
