/**
 * Changes of synced campaigns go to their ad network first (docs/product-rules.md §10.10 "Push out"):
 * the product applies a change only once the network has accepted it, and answers the network's refusal
 * in its own words otherwise. Network calls are never made inside a Firestore transaction, which may
 * run more than once.
 */
import {
  AdNetworkError,
  AD_NETWORKS,
  type AdNetwork,
  type AdNetworkConnector,
  type NetworkCampaignChange,
} from '@adplatform/ad-networks';
import {
  applyChange,
  applyDeliveryItemChange,
  type CampaignChange,
  type CampaignChangeResult,
  type CampaignState,
  type ChangeAuthor,
  type ChangeOutcome,
  type ChangeRefusal,
  type DeliveryItemChange,
  type DeliveryItemLevel,
  type DeliveryItemState,
  type HistoryEntry,
} from '@adplatform/campaign-model';
import { connectorFor } from '../adNetworks/connectorFor';

/** Where a synced campaign lives on its network (its document's `source`). */
export interface CampaignOnNetwork {
  readonly network: AdNetwork;
  readonly campaignId: string;
}

/** The campaign's network and id there, or null for a campaign of the product's own. */
export function campaignOnNetwork(
  data: Readonly<Record<string, unknown>> | undefined,
): CampaignOnNetwork | null {
  const source = data?.source as { network?: unknown; campaignId?: unknown } | undefined;
  const network = AD_NETWORKS.find((candidate) => candidate === source?.network);
  return network && typeof source?.campaignId === 'string'
    ? { network, campaignId: source.campaignId }
    : null;
}

/**
 * The network's form of an applied change, or null when the network takes no such change from here:
 * an archive or a restore (a network's archive is final), which the product refuses for its campaigns.
 */
export function networkChangeOf(
  state: CampaignState,
  patch: Extract<ChangeOutcome, { outcome: 'applied' }>['patch'],
): NetworkCampaignChange | null {
  if (patch.name !== undefined) return { kind: 'rename', name: patch.name };
  if (patch.budgetMinor !== undefined)
    return { kind: 'budget', type: state.budgetType, amountMinor: patch.budgetMinor };
  if (patch.status === 'paused') return { kind: 'status', status: 'paused' };
  if ((patch.status === 'active' || patch.status === 'scheduled') && state.status !== 'archived')
    return { kind: 'status', status: 'active' };
  return null;
}

/** What the network answered a change of one campaign. */
export type NetworkAnswer =
  | { readonly answer: 'accepted'; readonly network: AdNetwork }
  | { readonly answer: 'refused'; readonly network: AdNetwork; readonly result: CampaignChangeResult };

/** Why a network did not take a change, as the callables answer it: its refusal in its words, a connection to make again, or no answer. */
export interface NetworkRefusal {
  readonly reason: 'networkRefused' | 'networkReconnect' | 'networkUnavailable';
  /** With `networkRefused`: what the network said. */
  readonly networkMessage?: string;
}

/**
 * The refusal a network's failure comes to (docs/product-rules.md §10.10 "Push out").
 * @throws the error itself when it is not an `AdNetworkError`.
 */
export function networkRefusal(error: unknown): NetworkRefusal {
  if (!(error instanceof AdNetworkError)) throw error;
  switch (error.kind) {
    case 'refused':
      return {
        reason: 'networkRefused',
        ...(error.details.networkMessage ? { networkMessage: error.details.networkMessage } : {}),
      };
    case 'tokenExpired':
    case 'permissionRevoked':
      return { reason: 'networkReconnect' };
    case 'rateLimited':
    case 'transient':
      return { reason: 'networkUnavailable' };
  }
}

/** The result a network's failure comes to for one campaign, ad set or ad. */
const refusalOf = (id: string, error: unknown): CampaignChangeResult => ({
  id,
  outcome: 'refused',
  ...networkRefusal(error),
});

/**
 * Sends `change` of each synced campaign that the product's rules would apply to its network, one
 * campaign after another, and answers what each network said. Campaigns of the product's own, and
 * changes the rules refuse or find unchanged, are not sent (the transaction answers them).
 * @param campaigns - the campaigns as read before the transaction: id, state and network.
 * @returns the network's answer per campaign id sent.
 */
export async function sendToNetworks(
  accountId: string,
  campaigns: readonly { id: string; state: CampaignState; onNetwork: CampaignOnNetwork }[],
  change: Exclude<CampaignChange, { kind: 'duplicate' }>,
  author: ChangeAuthor,
): Promise<Map<string, NetworkAnswer>> {
  const answers = new Map<string, NetworkAnswer>();
  const connectors = new Map<AdNetwork, AdNetworkConnector | null>();
  for (const { id, state, onNetwork } of campaigns) {
    const outcome = applyChange(state, change, author);
    if (outcome.outcome !== 'applied') continue;
    const { network } = onNetwork;
    const refuse = (reason: ChangeRefusal) =>
      answers.set(id, { answer: 'refused', network, result: { id, outcome: 'refused', reason } });
    const networkChange = networkChangeOf(state, outcome.patch);
    if (!networkChange) {
      refuse('notOnNetwork');
      continue;
    }
    if (!connectors.has(network)) connectors.set(network, await connectorFor(accountId, network, author.at));
    const connector = connectors.get(network);
    if (!connector) {
      refuse('networkReconnect');
      continue;
    }
    try {
      await connector.changeCampaign(onNetwork.campaignId, networkChange);
      answers.set(id, { answer: 'accepted', network });
    } catch (error) {
      answers.set(id, { answer: 'refused', network, result: refusalOf(id, error) });
    }
  }
  return answers;
}

/**
 * Sends `change` of each of a synced campaign's ad sets or ads that the product's rules would apply to
 * the campaign's network, one after another. A switch is sent; an ad set's budget is not taken from
 * here (`notOnNetwork`).
 * @param items - the items as read before the transaction: id, state and the network's id.
 * @returns the network's answer per item id sent.
 */
export async function sendItemsToNetwork(
  accountId: string,
  onNetwork: CampaignOnNetwork,
  campaign: CampaignState,
  level: DeliveryItemLevel,
  items: readonly { id: string; state: DeliveryItemState; networkId: string }[],
  change: DeliveryItemChange,
  author: ChangeAuthor,
): Promise<Map<string, NetworkAnswer>> {
  const answers = new Map<string, NetworkAnswer>();
  const { network } = onNetwork;
  let connector: AdNetworkConnector | null | undefined;
  for (const { id, state, networkId } of items) {
    const outcome = applyDeliveryItemChange({ ...state, id, level }, campaign, change, author);
    if (outcome.outcome !== 'applied') continue;
    const refuse = (reason: ChangeRefusal) =>
      answers.set(id, { answer: 'refused', network, result: { id, outcome: 'refused', reason } });
    if (!('status' in outcome.patch)) {
      refuse('notOnNetwork');
      continue;
    }
    connector ??= await connectorFor(accountId, network, author.at);
    if (!connector) {
      refuse('networkReconnect');
      continue;
    }
    try {
      await connector.changeDeliveryItem(level, networkId, { kind: 'status', status: outcome.patch.status });
      answers.set(id, { answer: 'accepted', network });
    } catch (error) {
      answers.set(id, { answer: 'refused', network, result: refusalOf(id, error) });
    }
  }
  return answers;
}

/** What an applied change of a synced object comes to, once its network answered (or did not). */
export type AnsweredChange =
  /** Nothing is written: the answer is the result (the network was not reached, or not asked). */
  | { readonly write: 'nothing'; readonly result: CampaignChangeResult }
  /**
   * The history records the change with `network` (absent for the product's own objects); with a
   * `refusal`, the object keeps its state and the refusal is the result.
   */
  | {
      readonly write: 'history';
      readonly network?: HistoryEntry['network'];
      readonly refusal?: CampaignChangeResult;
    };

/**
 * How an applied change of object `id` is written, given whether it is synced and its network's
 * answer: a synced object changes only as its network accepted; its history records the network's
 * acceptance, or its refusal in its own words.
 */
export function answeredChange(
  id: string,
  synced: boolean,
  answer: NetworkAnswer | undefined,
): AnsweredChange {
  // Changed on the network's side since it was asked: nothing is applied that it did not accept.
  if (synced && !answer)
    return { write: 'nothing', result: { id, outcome: 'refused', reason: 'networkUnavailable' } };
  if (!answer) return { write: 'history' };
  if (answer.answer === 'refused' && answer.result.reason !== 'networkRefused')
    return { write: 'nothing', result: answer.result };
  const network: HistoryEntry['network'] = {
    name: answer.network,
    answer: answer.answer,
    ...(answer.answer === 'refused' && answer.result.networkMessage
      ? { message: answer.result.networkMessage }
      : {}),
  };
  return answer.answer === 'refused'
    ? { write: 'history', network, refusal: answer.result }
    : { write: 'history', network };
}
