/** A lead from a network's lead form, in the product's terms (docs/product-rules.md §10.3). */

/** An answer to one of the form's own questions, kept as the advertiser asked it. */
export interface LeadAnswer {
  readonly question: string;
  readonly answer: string;
}

/** A lead from a network's lead form, in the product's terms. */
export interface NetworkLead {
  /** The network's id of the lead: the same lead delivered twice has the same id. */
  readonly externalId: string;
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly company: string;
  /** Every answer that is not one of the fields above, in the form's order. */
  readonly answers: readonly LeadAnswer[];
  readonly formId: string | null;
  readonly adId: string | null;
  readonly adSetId: string | null;
  readonly campaignId: string | null;
  readonly campaignName: string | null;
  readonly createdAt: Date;
}
