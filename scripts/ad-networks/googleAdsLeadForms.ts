/**
 * The Google Ads stand-in's lead form assets (docs/decisions/0051-google-ads-lead-forms.md): each
 * customer's forms as GAQL rows of `asset`, their webhook delivery as `assets:mutate` sets it, and
 * the leads people leave on a form. A lead on a form with a webhook is posted to it at once, as
 * Google posts it: JSON of the webhook's schema, with the form's key as `google_key`.
 */
import { randomBytes } from 'node:crypto';
import type { GoogleAdsRow } from './googleAdsBook';

/** A form's webhook delivery as set through the API. */
interface Webhook {
  readonly advertiserWebhookUrl: string;
  readonly googleSecret: string;
  readonly payloadSchemaVersion: string;
}

/** A lead form asset of one customer. */
export interface StandInLeadForm {
  readonly customerId: string;
  readonly id: string;
  readonly name: string;
  readonly businessName: string;
  readonly headline: string;
  webhook: Webhook | null;
}

/** One answer of a lead, as the webhook posts it. */
export interface StandInColumn {
  readonly column_id: string;
  readonly column_name?: string;
  readonly string_value: string;
}

/** A lead left on a form. */
export interface StandInGoogleLead {
  readonly lead_id: string;
  readonly customerId: string;
  readonly form_id: string;
  readonly campaign_id?: string;
  readonly adgroup_id?: string;
  readonly creative_id?: string;
  readonly user_column_data: readonly StandInColumn[];
  readonly is_test: boolean;
  readonly lead_submit_time: string;
}

/** What the webhook answered a delivery (null status when it could not be reached). */
export interface GoogleDelivery {
  readonly status: number | null;
  readonly body: string;
}

/** Why `assets:mutate` refused a change of a form's delivery, in Google's terms. */
export interface DeliveryRefusal {
  readonly code: Record<string, string>;
  readonly message: string;
}

/** A webhook URL Google would call: HTTPS, or the loopback interface the demo project's functions are on. */
const callable = (url: string): boolean => {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || (parsed.protocol === 'http:' && parsed.hostname === '127.0.0.1');
  } catch {
    return false;
  }
};

/** Every customer's lead forms and the leads left on them. */
export class GoogleAdsLeadForms {
  private readonly forms = new Map<string, StandInLeadForm>();
  private readonly leads = new Map<string, StandInGoogleLead>();
  private nextId = 8_800_000_000;

  private id(): string {
    this.nextId += 1;
    return String(this.nextId);
  }

  /** Gives `customerId` a lead form delivering nowhere. */
  addForm(customerId: string, name: string, businessName: string, id = this.id()): StandInLeadForm {
    const form: StandInLeadForm = { customerId, id, name, businessName, headline: name, webhook: null };
    this.forms.set(id, form);
    return form;
  }

  form(id: string): StandInLeadForm | undefined {
    return this.forms.get(id);
  }

  lead(id: string): StandInGoogleLead | undefined {
    return this.leads.get(id);
  }

  /** The customer's forms as rows of `FROM asset` (every asset of the stand-in is a lead form). */
  rows(customerId: string): GoogleAdsRow[] {
    return [...this.forms.values()]
      .filter((form) => form.customerId === customerId)
      .sort((a, b) => a.id.localeCompare(b.id))
      .map((form) => ({
        asset: {
          resourceName: `customers/${customerId}/assets/${form.id}`,
          id: form.id,
          name: form.name,
          type: 'LEAD_FORM',
          leadFormAsset: {
            businessName: form.businessName,
            headline: form.headline,
            // Google does not read the secret back.
            deliveryMethods: form.webhook
              ? [
                  {
                    webhook: {
                      advertiserWebhookUrl: form.webhook.advertiserWebhookUrl,
                      payloadSchemaVersion: form.webhook.payloadSchemaVersion,
                    },
                  },
                ]
              : [],
          },
        },
      })) as unknown as GoogleAdsRow[];
  }

  /**
   * An `assets:mutate` update of `lead_form_asset.delivery_methods`: one webhook or none.
   * @returns the resource name, or Google's refusal
   */
  setDelivery(
    customerId: string,
    operation: { update?: Record<string, unknown>; updateMask?: string } | undefined,
  ): { resourceName: string } | { refusal: DeliveryRefusal } {
    const resourceName = String(operation?.update?.resourceName ?? '');
    const match = /^customers\/(\d+)\/assets\/(\d+)$/u.exec(resourceName);
    const form = match && match[1] === customerId ? this.forms.get(match[2]!) : undefined;
    if (!form || form.customerId !== customerId) {
      return { refusal: { code: { mutateError: 'RESOURCE_NOT_FOUND' }, message: 'Resource was not found.' } };
    }
    if (operation?.updateMask !== 'lead_form_asset.delivery_methods') {
      return {
        refusal: {
          code: { assetError: 'CANNOT_MODIFY_ASSET_FIELD' },
          message: 'Only the delivery methods of a lead form may be changed here.',
        },
      };
    }
    const methods =
      (operation.update?.leadFormAsset as { deliveryMethods?: { webhook?: Partial<Webhook> }[] } | undefined)
        ?.deliveryMethods ?? [];
    const webhooks = methods.map((method) => method.webhook).filter(Boolean);
    if (webhooks.length > 1) {
      return {
        refusal: {
          code: { assetError: 'DUPLICATE_ASSETS_WITH_DIFFERENT_FIELD_VALUE' },
          message: 'Only one webhook delivery method can be configured.',
        },
      };
    }
    const webhook = webhooks[0];
    if (webhook && (!callable(webhook.advertiserWebhookUrl ?? '') || !webhook.googleSecret)) {
      return {
        refusal: {
          code: { fieldError: 'INVALID_VALUE' },
          message: 'The webhook URL must be HTTPS and the key must not be empty.',
        },
      };
    }
    form.webhook = webhook
      ? {
          advertiserWebhookUrl: webhook.advertiserWebhookUrl!,
          googleSecret: webhook.googleSecret!,
          payloadSchemaVersion: String(webhook.payloadSchemaVersion ?? '3'),
        }
      : null;
    return { resourceName };
  }

  /**
   * A person leaves a lead on a form (or the advertiser sends Google's test lead); when the form has
   * a webhook, the lead is posted to it at once, and what it answered is returned with it.
   * @throws Error for a form the stand-in does not have
   */
  async submit(
    lead: Omit<StandInGoogleLead, 'lead_id' | 'customerId' | 'lead_submit_time'>,
    at: Date,
  ): Promise<{ lead: StandInGoogleLead; delivery: GoogleDelivery | null }> {
    const form = this.forms.get(lead.form_id);
    if (!form) throw new Error(`Lead form ${lead.form_id} does not exist.`);
    const kept: StandInGoogleLead = {
      ...lead,
      lead_id: randomBytes(18).toString('base64url'),
      customerId: form.customerId,
      lead_submit_time: at.toISOString().replace(/\.\d{3}Z$/u, 'Z'),
    };
    this.leads.set(kept.lead_id, kept);
    return { lead: kept, delivery: form.webhook ? await this.deliver(kept) : null };
  }

  /** Posts `lead` to its form's webhook, as Google does (also how a test redelivers one). */
  async deliver(lead: StandInGoogleLead): Promise<GoogleDelivery | null> {
    const webhook = this.forms.get(lead.form_id)?.webhook;
    if (!webhook) return null;
    const { customerId: _customer, ...body } = lead;
    try {
      const answer = await fetch(webhook.advertiserWebhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          ...body,
          api_version: '1.0',
          form_id: Number(lead.form_id),
          ...(lead.campaign_id ? { campaign_id: Number(lead.campaign_id) } : {}),
          ...(lead.adgroup_id ? { adgroup_id: Number(lead.adgroup_id) } : {}),
          ...(lead.creative_id ? { creative_id: Number(lead.creative_id) } : {}),
          google_key: webhook.googleSecret,
          gcl_id: `Cj0${this.id()}`,
        }),
      });
      return { status: answer.status, body: await answer.text() };
    } catch (error) {
      return { status: null, body: error instanceof Error ? error.message : String(error) };
    }
  }
}
