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

/** A Page's instant form. */
export interface StandInForm {
  readonly id: string;
  readonly name: string;
  readonly pageId: string;
}

/** The names past leads are left under, in turn (a demo's leads read as people). */
const PAST_LEAD_NAMES = [
  'Camila Rojas',
  'Tomás Herrera',
  'Aisha Khan',
  'Liam O’Connor',
  'Mei Chen',
  'Noah Fischer',
  'Sofia Rossi',
  'Ethan Brooks',
  'Yara Haddad',
  'Lucas Martin',
  'Ingrid Nilsson',
  'Kenji Sato',
] as const;

/** The most leads a page of `GET /{form-id}/leads` answers. */
const LEADS_PAGE_MAX = 100;

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
  private readonly forms = new Map<string, StandInForm>();
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

  /**
   * Gives `email` a Page; the Page's token is its own. A Page given again under its id starts anew,
   * without the forms and leads it had, so that seeding twice gives the same Page.
   */
  addPage(email: string, name: string, id = this.id()): StandInPage {
    for (const [formId, form] of this.forms) if (form.pageId === id) this.forms.delete(formId);
    for (const [leadId, lead] of this.leads) if (lead.pageId === id) this.leads.delete(leadId);
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
   * The Page's form `formId`, made on first use (its name after its id).
   * @throws Error for a form of another Page: a form is one Page's, as on Meta
   */
  private form(pageId: string, formId: string): StandInForm {
    const form = this.forms.get(formId) ?? { id: formId, name: `Form ${formId}`, pageId };
    if (form.pageId !== pageId) throw new Error(`Form ${formId} is another Page's.`);
    this.forms.set(formId, form);
    return form;
  }

  /** The Page's forms, by id. */
  formsOf(pageId: string): StandInForm[] {
    return [...this.forms.values()]
      .filter((form) => form.pageId === pageId)
      .sort((a, b) => a.id.localeCompare(b.id));
  }

  /**
   * One page of `GET /{form-id}/leads` for the form's own Page: its leads created after `since` (s),
   * newest first, `limit` at most 100, from the cursor `after` (an offset); null for a form of
   * another Page.
   */
  formLeads(
    pageId: string,
    formId: string,
    { since, limit, after }: { since: number; limit: number; after?: string },
  ): { data: Omit<StandInLead, 'pageId'>[]; paging: { cursors: { after?: string }; next?: string } } | null {
    if (this.forms.get(formId)?.pageId !== pageId) return null;
    const matching = [...this.leads.values()]
      .filter((lead) => lead.form_id === formId && Date.parse(lead.created_time) / 1000 > since)
      .sort((a, b) => b.created_time.localeCompare(a.created_time) || b.id.localeCompare(a.id));
    const start = after ? Number(Buffer.from(after, 'base64url').toString()) || 0 : 0;
    const size = Math.min(Math.max(limit, 1), LEADS_PAGE_MAX);
    const data = matching.slice(start, start + size).map(({ pageId: _page, ...lead }) => lead);
    const end = start + data.length;
    const cursor = Buffer.from(String(end)).toString('base64url');
    return {
      data,
      paging:
        end < matching.length ? { cursors: { after: cursor }, next: `after=${cursor}` } : { cursors: {} },
    };
  }

  /**
   * Leads people left on a Page's form before anything was subscribed: `count` of them, spread evenly
   * over the `days` before `now`, none delivered (what a backfill reads).
   */
  addPastLeads(
    page: StandInPage,
    { formId, count, days }: { formId: string; count: number; days: number },
    now: Date,
  ): void {
    this.form(page.id, formId);
    for (let index = 0; index < count; index += 1) {
      const at = new Date(now.getTime() - ((index + 1) * days * 86_400_000) / (count + 1));
      const id = this.id();
      this.leads.set(id, {
        id,
        pageId: page.id,
        created_time: at.toISOString().replace(/\.\d{3}Z$/u, '+0000'),
        field_data: [
          { name: 'full_name', values: [PAST_LEAD_NAMES[index % PAST_LEAD_NAMES.length]!] },
          { name: 'email', values: [`past-${id}@example.com`] },
        ],
        form_id: formId,
        platform: 'fb',
        is_organic: true,
      });
    }
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
    this.form(page.id, lead.form_id);
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
