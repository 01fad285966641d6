/**
 * A lead from a network's lead form as the leads section reads it (docs/product-rules.md §10.3):
 * the same document whichever network it came from, with its source and the network's ids kept,
 * written once however often the network delivers it.
 */
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import type { NetworkLead } from '@adplatform/ad-networks';
import { leadSearchTokens } from '@adplatform/lead-model';
import { leadMatchKeys } from '@adplatform/lead-model/import';
import { assignNewLeads, ownerFields } from './leadOwners';

/** gRPC's ALREADY_EXISTS, which a create of an existing document fails with. */
const ALREADY_EXISTS = 6;

/** Where a network lead came from: its source, the product's campaign, and the network's own ids. */
export interface NetworkLeadOrigin {
  /** `metaLeadAds` or `googleAdsLeadForm`. */
  readonly source: string;
  /** The product's id of the campaign it came from (as the sync names it), or null when none. */
  readonly campaignId: string | null;
  /** The network's ids of the lead, its form and what it came from, kept as they are. */
  readonly network: Readonly<Record<string, string | null>>;
}

/** The lead's document, `users/{accountId}/leads/{id}`, without its owner. */
export function networkLeadDocument(
  lead: NetworkLead,
  origin: NetworkLeadOrigin,
  now: Date,
): Record<string, unknown> {
  const name = lead.name || lead.email;
  return {
    name,
    email: lead.email,
    phone: lead.phone,
    company: lead.company,
    answers: lead.answers.map(({ question, answer }) => ({ question, answer })),
    ...leadMatchKeys({ name, email: lead.email, phone: lead.phone }),
    campaignId: origin.campaignId ?? origin.source,
    campaignName: lead.campaignName ?? '',
    source: origin.source,
    network: origin.network,
    status: 'new',
    note: '',
    searchTokens: leadSearchTokens(name, lead.email),
    createdAt: Timestamp.fromDate(lead.createdAt),
    updatedAt: Timestamp.fromDate(now),
  };
}

/**
 * Keeps `document` as the account's lead `leadId`, with an owner by round-robin, unless the lead is
 * already kept (a redelivery).
 * @returns whether it was written now
 */
export async function keepNetworkLead(
  accountId: string,
  leadId: string,
  document: Record<string, unknown>,
): Promise<boolean> {
  const ref = getFirestore().collection(`users/${accountId}/leads`).doc(leadId);
  if ((await ref.get()).exists) return false;
  const [owner] = await assignNewLeads(accountId, 1);
  try {
    await ref.create({ ...document, ...ownerFields(owner ?? null) });
    return true;
  } catch (error) {
    if ((error as { code?: unknown }).code === ALREADY_EXISTS) return false;
    throw error;
  }
}
