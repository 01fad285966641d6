import { firestore } from 'shared-auth';
import { AD_NETWORKS, type AdNetwork } from '@adplatform/ad-networks';
import { z } from 'zod';

/** An ad account a new campaign may be created on (docs/product-rules.md §10.10 "Push out"). */
export interface Destination {
  readonly network: AdNetwork;
  readonly adAccountId: string;
  readonly name: string;
  /** ISO 4217: a campaign's budget there is in it. */
  readonly currency: string;
}

const connectionSchema = z.object({
  network: z.enum(AD_NETWORKS),
  status: z.string(),
  chosenAccountIds: z.array(z.string()).catch([]),
  adAccounts: z.array(z.object({ id: z.string(), name: z.string(), currency: z.string() })).catch([]),
});

/**
 * The ad accounts the account brings in from its connected networks, network by network (one read of
 * `users/{uid}/adConnections`); a connection to make again offers none.
 * @throws FirebaseError when the connections cannot be read.
 */
export async function readDestinations(uid: string): Promise<Destination[]> {
  const { db, sdk } = await firestore();
  const connections = await sdk.getDocs(sdk.collection(db, 'users', uid, 'adConnections'));
  return connections.docs
    .flatMap((doc) => {
      const parsed = connectionSchema.safeParse(doc.data());
      if (!parsed.success || parsed.data.status !== 'connected') return [];
      const { network, chosenAccountIds, adAccounts } = parsed.data;
      return adAccounts
        .filter(({ id }) => chosenAccountIds.includes(id))
        .map(({ id, name, currency }) => ({ network, adAccountId: id, name, currency }));
    })
    .sort((a, b) => AD_NETWORKS.indexOf(a.network) - AD_NETWORKS.indexOf(b.network));
}
