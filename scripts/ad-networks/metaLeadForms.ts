/**
 * The Meta stand-in's Facebook Pages and their instant forms (docs/decisions/0049-meta-lead-ads.md):
 * the Pages each person manages and their tokens, the Pages subscribed to the app's `leadgen`
 * webhook, and the leads people leave on a form. A new lead on a subscribed Page is delivered to the
 * app's webhook as Meta delivers it: signed with the app's secret over the exact bytes sent.
 */
import { randomBytes } from 'node:crypto';
import { deliverySignature } from '@adplatform/ad-networks/meta';

/** A Page of the stand-in, managed by one person. */
export interface StandInPage {
  readonly id: string;
  readonly name: string;
  readonly managedBy: string;
  readonly token: string;
  subscribed: boolean;
}

/** A lead as the stand-in keeps it (the Graph API's shape, answered as is). */
export interface StandInLead {
  readonly id: string;
  readonly pageId: string;
  readonly created_time: string;
  readonly field_data: { name: string; values: string[] }[];
  readonly form_id: string;
  readonly ad_id?: string;
  readonly campaign_id?: string;
  readonly campaign_name?: string;
  readonly platform: 'fb' | 'ig';
  readonly is_organic: boolean;
}

/** What a delivery to the webhook came to. */
export interface Delivery {
  /** The webhook's HTTP status, or null when it could not be reached. */
  readonly status: number | null;
  readonly body: string;
}

/** The Pages, forms and leads of the stand-in, and the webhook it delivers to. */
export class MetaLeadForms {
  private readonly pages = new Map<string, StandInPage>();
  private readonly leads = new Map<string, StandInLead>();
  private nextId = 7_000_000_000;

  constructor(
    private readonly appSecret: string,
    /** Where new leads are delivered (the functions' webhook of the demo project). */
    private readonly webhookUrl: string,
  ) {}

  private id(): string {
    this.nextId += 1;
    return String(this.nextId);
  }

  /** Gives `email` a Page; the Page's token is its own. */
  addPage(email: string, name: string, id = this.id()): StandInPage {
    const page: StandInPage = {
      id,
      name,
      managedBy: email,
      token: `page-${randomBytes(12).toString('hex')}`,
      subscribed: false,
    };
    this.pages.set(id, page);
    return page;
  }

  pagesOf(email: string): StandInPage[] {
    return [...this.pages.values()].filter((page) => page.managedBy === email);
  }

  page(id: string): StandInPage | undefined {
    return this.pages.get(id);
  }

  /** The Page a Page token stands for. */
  pageOfToken(token: string): StandInPage | undefined {
    return [...this.pages.values()].find((page) => page.token === token);
  }

  lead(id: string): StandInLead | undefined {
    return this.leads.get(id);
  }

  /**
   * A person leaves a lead on a Page's form; when the Page is subscribed, the lead is delivered to
   * the webhook at once, and what the webhook answered is returned with it.
   */
  async submit(
    page: StandInPage,
    lead: Pick<StandInLead, 'field_data' | 'form_id' | 'ad_id' | 'campaign_id' | 'campaign_name'> & {
      readonly platform?: 'fb' | 'ig';
    },
    at: Date,
  ): Promise<{ lead: StandInLead; delivery: Delivery | null }> {
    const kept: StandInLead = {
      ...lead,
      id: this.id(),
      pageId: page.id,
      created_time: at.toISOString().replace(/\.\d{3}Z$/u, '+0000'),
      platform: lead.platform ?? 'fb',
      is_organic: lead.ad_id === undefined,
    };
    this.leads.set(kept.id, kept);
    return { lead: kept, delivery: page.subscribed ? await this.deliver(kept, at) : null };
  }

  /** Delivers `lead`'s notice to the webhook, signed as Meta signs it (also how a test redelivers one). */
  async deliver(lead: StandInLead, at: Date): Promise<Delivery> {
    const seconds = Math.floor(Date.parse(lead.created_time) / 1000);
    const body = Buffer.from(
      JSON.stringify({
        object: 'page',
        entry: [
          {
            id: lead.pageId,
            time: Math.floor(at.getTime() / 1000),
            changes: [
              {
                field: 'leadgen',
                value: {
                  leadgen_id: lead.id,
                  page_id: lead.pageId,
                  form_id: lead.form_id,
                  ...(lead.ad_id ? { ad_id: lead.ad_id, adgroup_id: lead.ad_id } : {}),
                  created_time: seconds,
                },
              },
            ],
          },
        ],
      }),
    );
    try {
      const answer = await fetch(this.webhookUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-hub-signature-256': deliverySignature(body, this.appSecret),
        },
        body,
      });
      return { status: answer.status, body: await answer.text() };
    } catch (error) {
      return { status: null, body: error instanceof Error ? error.message : String(error) };
    }
  }
}
