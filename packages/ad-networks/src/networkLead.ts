/**
 * A lead from a network's lead form, in the product's terms (docs/product-rules.md §10.3), and the
 * contact every network's mapping takes from its standard fields.
 */

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

/** A network's ids of the form fields the product keeps in a lead's own fields, per field. */
export interface StandardLeadFields {
  readonly name: readonly string[];
  readonly firstName: readonly string[];
  readonly lastName: readonly string[];
  readonly email: readonly string[];
  readonly phone: readonly string[];
  readonly company: readonly string[];
}

/**
 * A lead's contact from its answers by field id (`values`): each field the first non-empty answer of
 * its ids, the name from its first and last parts when the form asked for those.
 * @returns the contact, and whether an id is one of the standard fields (its answer is not kept apart)
 */
export function leadContact(
  values: ReadonlyMap<string, string>,
  standard: StandardLeadFields,
): {
  readonly contact: Pick<NetworkLead, 'name' | 'email' | 'phone' | 'company'>;
  readonly isStandard: (id: string) => boolean;
} {
  const first = (ids: readonly string[]) => ids.map((id) => values.get(id)).find(Boolean) ?? '';
  const ids = new Set<string>(Object.values(standard).flat());
  const joinedName = [first(standard.firstName), first(standard.lastName)].filter(Boolean).join(' ');
  return {
    contact: {
      name: first(standard.name) || joinedName,
      email: first(standard.email),
      phone: first(standard.phone),
      company: first(standard.company),
    },
    isStandard: (id) => ids.has(id),
  };
}
