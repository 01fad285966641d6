import type { NetworkDelivery } from '@adplatform/ad-networks';
import type { DeliveryItemLevel } from '@adplatform/campaign-model';
import {
  addTotals,
  toTuple,
  type CampaignDay,
  type MetricTotals,
  type ReportDimension,
} from '@adplatform/delivery-metrics';

/** A campaign's day being put together from the network's rows. */
interface DayInProgress {
  name: string;
  total: MetricTotals | null;
  slices: Partial<Record<ReportDimension | DeliveryItemLevel, Record<string, MetricTotals>>>;
  /** The names that day of its ad sets and ads, by the product's id. */
  names: Record<string, string>;
}

/**
 * One ad account's delivery in the rollups' shape (docs/product-rules.md §10.2), put together from the
 * network's rows: each campaign's day with its total, a breakdown per audience dimension, and its ad
 * sets' and ads' shares (keyed by the product's ids, with their names that day). Rows that
 * fall on the same key of a breakdown (Meta's two tablet devices, every country the rollups keep as
 * `other`) are summed.
 */
export class DeliveryDays {
  private readonly days = new Map<string, Map<string, DayInProgress>>();

  /** @param idOf the product's id of a network's campaign, ad set or ad id. */
  constructor(private readonly idOf: (networkId: string) => string) {}

  /** Adds one row of the network's delivery (a whole day or one slice of it). */
  add(row: NetworkDelivery): void {
    const campaigns = this.days.get(row.date) ?? new Map<string, DayInProgress>();
    this.days.set(row.date, campaigns);
    const id = this.idOf(row.campaignId);
    const day = campaigns.get(id) ?? { name: row.campaignName, total: null, slices: {}, names: {} };
    campaigns.set(id, day);
    day.name = row.campaignName;
    if (row.slice.dimension === 'total') {
      day.total = day.total ? addTotals(day.total, row.totals) : row.totals;
      return;
    }
    const slice = (day.slices[row.slice.dimension] ??= {});
    const key = 'name' in row.slice ? this.idOf(row.slice.key) : row.slice.key;
    if ('name' in row.slice) day.names[key] = row.slice.name;
    const before = slice[key];
    slice[key] = before ? addTotals(before, row.totals) : row.totals;
  }

  /**
   * The days put together, in date order: each a map of the product's campaign id to its day. A
   * campaign's day without a total row (the network sent only breakdowns) is left out.
   */
  entries(): [string, Map<string, CampaignDay>][] {
    return [...this.days.keys()].sort().map((date) => {
      const campaigns = new Map<string, CampaignDay>();
      for (const [id, day] of this.days.get(date) ?? []) {
        if (!day.total) continue;
        const tuples = (dimension: ReportDimension | DeliveryItemLevel) =>
          Object.fromEntries(
            Object.entries(day.slices[dimension] ?? {}).map(([key, totals]) => [key, toTuple(totals)]),
          );
        campaigns.set(id, {
          name: day.name,
          total: toTuple(day.total),
          country: tuples('country'),
          device: tuples('device'),
          placement: tuples('placement'),
          age: tuples('age'),
          gender: tuples('gender'),
          ...(day.slices.adSet || day.slices.ad
            ? { names: { ...day.names }, adSet: tuples('adSet'), ad: tuples('ad') }
            : {}),
        });
      }
      return [date, campaigns];
    });
  }
}
