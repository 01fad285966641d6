// zod/mini's `z`, one copy per page from the host (shared-auth/validation).
import * as z from 'shared-auth/validation';

const timestamp = z.custom<{ toDate: () => Date }>(
  (value) => typeof value === 'object' && value !== null && 'toDate' in value,
);

const adAccountSchema = z.object({
  id: z.string(),
  name: z.string(),
  currency: z.string(),
  timeZone: z.string(),
  deliverable: z.boolean(),
});

/** An ad network's connection, `users/{uid}/adConnections/{network}` (docs/product-rules.md §10.10). */
const adConnectionSchema = z.object({
  network: z.enum(['meta']),
  status: z.string(),
  connectedByEmail: z.string(),
  connectedAt: timestamp,
  tokenExpiresAt: z.nullable(timestamp),
  adAccounts: z.array(adAccountSchema),
  chosenAccountIds: z.array(z.string()),
});

/** An ad account a connection lists. */
export interface ConnectedAdAccount {
  readonly id: string;
  readonly name: string;
  readonly currency: string;
  readonly timeZone: string;
  readonly deliverable: boolean;
}

/** A connection as the settings page shows it. */
export interface AdConnection {
  readonly network: 'meta';
  readonly connectedByEmail: string;
  readonly connectedAt: Date;
  /** Null for a token that does not expire. */
  readonly tokenExpiresAt: Date | null;
  readonly adAccounts: readonly ConnectedAdAccount[];
  readonly chosenAccountIds: readonly string[];
}

/** The connection document as shown, or null when it is not one (validated at the trust boundary). */
export function toAdConnection(data: unknown): AdConnection | null {
  const parsed = adConnectionSchema.safeParse(data);
  if (!parsed.success) return null;
  const { connectedAt, tokenExpiresAt, ...rest } = parsed.data;
  return { ...rest, connectedAt: connectedAt.toDate(), tokenExpiresAt: tokenExpiresAt?.toDate() ?? null };
}
