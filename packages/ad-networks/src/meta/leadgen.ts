/**
 * Meta Lead Ads at the trust boundary (docs/decisions/0049-meta-lead-ads.md): the webhook's
 * verification handshake, the signature of every delivery, the `leadgen` notices a delivery carries,
 * and a lead as the Graph API answers it, mapped into the product's terms. Pure: the functions'
 * webhook and the stand-in use the same code.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { leadContact, type NetworkLead, type StandardLeadFields } from '../networkLead';
import { sameSecret } from '../sameSecret';

export type { LeadAnswer, NetworkLead } from '../networkLead';

/**
 * Meta's verification request (`GET` with `hub.mode=subscribe`, `hub.verify_token`,
 * `hub.challenge`): the challenge to answer with when the token is ours, else null (answer 403).
 * @param query - the request's query, as Express parses it
 * @param verifyToken - the token the app's webhook subscription was made with
 */
export function subscriptionChallenge(
  query: Readonly<Record<string, unknown>>,
  verifyToken: string,
): string | null {
  const mode = query['hub.mode'];
  const token = query['hub.verify_token'];
  const challenge = query['hub.challenge'];
  if (mode !== 'subscribe' || typeof token !== 'string' || typeof challenge !== 'string') return null;
  return sameSecret(token, verifyToken) ? challenge : null;
}

/**
 * The verify token of the app's webhook subscription, derived from the app secret so that it needs
 * no setting of its own: whoever holds the secret subscribes the webhook with it.
 */
export function webhookVerifyToken(appSecret: string): string {
  return createHmac('sha256', appSecret).update('adplatform leadgen webhook').digest('hex').slice(0, 32);
}

/**
 * Whether `header` (`X-Hub-Signature-256: sha256=<hex>`) is the HMAC-SHA256 of the delivery's raw
 * bytes with the app secret, compared in constant time. Nothing of a delivery is read before this.
 * @param rawBody - the request's body exactly as received (never a re-serialised parse)
 */
export function deliverySigned(rawBody: Buffer, header: string | undefined, appSecret: string): boolean {
  if (!header || appSecret === '') return false;
  const match = /^sha256=([0-9a-f]{64})$/iu.exec(header.trim());
  if (!match?.[1]) return false;
  return timingSafeEqual(
    Buffer.from(match[1].toLowerCase(), 'hex'),
    createHmac('sha256', appSecret).update(rawBody).digest(),
  );
}

/** The signature header Meta sends for `rawBody` (what the stand-in signs its deliveries with). */
export function deliverySignature(rawBody: Buffer, appSecret: string): string {
  return `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;
}

const numericId = z.string().regex(/^\d+$/u);

/** A `leadgen` change's value: which lead, on which Page and form, from which ad (absent for organic). */
const leadgenValueSchema = z.object({
  leadgen_id: numericId,
  page_id: numericId,
  form_id: numericId,
  ad_id: numericId.optional(),
  adgroup_id: numericId.optional(),
  /** Seconds since the epoch. */
  created_time: z.number().int().nonnegative(),
});

/** A webhook delivery for Pages: entries per Page, each with its changes (other fields let through). */
export const pageDeliverySchema = z.object({
  object: z.literal('page'),
  entry: z.array(
    z.object({
      id: numericId,
      time: z.number().int(),
      changes: z.array(z.object({ field: z.string(), value: z.unknown() })),
    }),
  ),
});

/** One new lead a delivery announces: the lead itself is read from the Graph API with the Page's token. */
export interface LeadgenNotice {
  readonly leadgenId: string;
  readonly pageId: string;
  readonly formId: string;
  /** The ad the form was opened from; null for an organic lead (the form shared from the Page). */
  readonly adId: string | null;
  readonly createdAt: Date;
}

/**
 * The `leadgen` notices of a signed delivery; changes of other fields are left out.
 * @throws ZodError when the delivery or a `leadgen` change is not in Meta's shape
 */
export function leadgenNotices(delivery: unknown): LeadgenNotice[] {
  const { entry } = pageDeliverySchema.parse(delivery);
  return entry.flatMap(({ changes }) =>
    changes
      .filter(({ field }) => field === 'leadgen')
      .map(({ value }) => {
        const notice = leadgenValueSchema.parse(value);
        return {
          leadgenId: notice.leadgen_id,
          pageId: notice.page_id,
          formId: notice.form_id,
          adId: notice.ad_id ?? null,
          createdAt: new Date(notice.created_time * 1000),
        };
      }),
  );
}

/** The fields the product asks the Graph API for, for one lead (`GET /{leadgen-id}?fields=…`). */
export const GRAPH_LEAD_FIELDS =
  'id,created_time,field_data,form_id,ad_id,ad_name,adset_id,adset_name,campaign_id,campaign_name,platform,is_organic';

/** A lead as the Graph API answers it; each answer is a list of values (one for most questions). */
export const graphLeadSchema = z.object({
  id: numericId,
  /** An instant with its offset, `2026-12-07T09:30:00+0000`. */
  created_time: z.string().refine((text) => !Number.isNaN(Date.parse(text)), 'not an instant'),
  field_data: z.array(z.object({ name: z.string(), values: z.array(z.string()) })),
  form_id: numericId.optional(),
  ad_id: numericId.optional(),
  ad_name: z.string().optional(),
  adset_id: numericId.optional(),
  adset_name: z.string().optional(),
  campaign_id: numericId.optional(),
  campaign_name: z.string().optional(),
  /** `fb` or `ig`: where the form was filled in. */
  platform: z.string().optional(),
  is_organic: z.boolean().optional(),
});
/** A lead as the Graph API sends it. */
export type GraphLead = z.infer<typeof graphLeadSchema>;

/** Meta's standard questions the product keeps in its own fields. */
const STANDARD: StandardLeadFields = {
  name: ['full_name'],
  firstName: ['first_name'],
  lastName: ['last_name'],
  email: ['email', 'work_email'],
  phone: ['phone_number', 'work_phone_number'],
  company: ['company_name'],
};

/**
 * A Graph API lead in the product's terms: the standard questions into name, e-mail, phone and
 * company (a name from its first and last parts when the form asked for those), every other answer
 * kept with its question, multiple values joined by ", ".
 * @throws ZodError when the lead is not in the Graph API's shape
 */
export function networkLeadFromGraph(answer: unknown): NetworkLead {
  const lead = graphLeadSchema.parse(answer);
  const values = new Map(lead.field_data.map(({ name, values }) => [name, values.join(', ').trim()]));
  const { contact, isStandard } = leadContact(values, STANDARD);
  return {
    externalId: lead.id,
    ...contact,
    answers: lead.field_data
      .filter(({ name }) => !isStandard(name))
      .map(({ name, values: given }) => ({ question: name, answer: given.join(', ') })),
    formId: lead.form_id ?? null,
    adId: lead.ad_id ?? null,
    adSetId: lead.adset_id ?? null,
    campaignId: lead.campaign_id ?? null,
    campaignName: lead.campaign_name ?? null,
    createdAt: new Date(lead.created_time),
  };
}
