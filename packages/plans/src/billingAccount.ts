/**
 * The billing account's callables, shared by the functions (which validate what they receive) and
 * settings (which validates what it is answered): payloads and answers of `getBillingAccount`,
 * `previewPlanChange`, `changeSubscriptionPlan`, `setCancelAtPeriodEnd`, `payOpenInvoice` and
 * `createBillingPortalSession` (docs/product-rules.md §12). Amounts are integer cents; dates are
 * ISO-8601 strings.
 */
import { z } from 'zod';
import { PLAN_IDS } from './entitlements';
import { BILLING_PERIODS } from './prices';

/** The plan and billing period a change moves to. */
export const planChoiceSchema = z
  .object({ plan: z.enum(PLAN_IDS), period: z.enum(BILLING_PERIODS) })
  .strict();
/** A plan and billing period. */
export type PlanChoice = z.infer<typeof planChoiceSchema>;

/**
 * `changeSubscriptionPlan`'s payload: the choice and the proration moment its preview was computed for
 * (seconds since the epoch, as the provider counts), so that the charge is the one the user confirmed.
 */
export const planChangeSchema = planChoiceSchema
  .extend({ prorationDate: z.number().int().positive() })
  .strict();
/** A confirmed plan change. */
export type PlanChange = z.infer<typeof planChangeSchema>;

/** `setCancelAtPeriodEnd`'s payload: cancel at the end of the period (true) or undo it (false). */
export const cancellationSchema = z.object({ cancelAtPeriodEnd: z.boolean() }).strict();

/** `createBillingPortalSession`'s payload: the portal flow to open. */
export const portalRequestSchema = z.object({ flow: z.enum(['payment_method_update']) }).strict();

const money = { amountMinor: z.number().int(), currency: z.string().length(3) };

/** One line of an invoice: what it bills (the provider's words) and its amount (a credit is negative). */
export const invoiceLineSchema = z.object({ description: z.string(), ...money });

/** An invoice of the account, as listed in settings. */
export const accountInvoiceSchema = z.object({
  id: z.string(),
  number: z.string().nullable(),
  createdAt: z.string(),
  status: z.string(),
  ...money,
  pdfUrl: z.string().url().nullable(),
});
/** An invoice of the account. */
export type AccountInvoice = z.infer<typeof accountInvoiceSchema>;

/** What `getBillingAccount` answers: the provider's view of the user's billing. */
export const billingAccountSchema = z.object({
  /**
   * The paid subscription as the webhook last wrote it, or null when the plan is not billed (none yet,
   * or complimentary: granted outside billing).
   */
  subscription: planChoiceSchema
    .extend({ status: z.string(), cancelAtPeriodEnd: z.boolean(), currentPeriodEnd: z.string() })
    .nullable(),
  /** The card on file, or null. */
  paymentMethod: z
    .object({ brand: z.string(), last4: z.string(), expMonth: z.number(), expYear: z.number() })
    .nullable(),
  /** The next renewal's invoice, or null when none is coming (cancelled, ended, no subscription). */
  nextInvoice: z.object({ ...money, date: z.string() }).nullable(),
  /** The invoice a past-due subscription waits on, or null. */
  openInvoice: accountInvoiceSchema.nullable(),
  /** Newest first, at most 12. */
  invoices: z.array(accountInvoiceSchema),
});
/** The user's billing account. */
export type BillingAccount = z.infer<typeof billingAccountSchema>;

/** What `previewPlanChange` answers: what the change bills now, and what follows. */
export const planChangePreviewSchema = z.object({
  ...planChoiceSchema.shape,
  prorationDate: z.number().int(),
  /** Charged now (never negative); `total` below zero is a credit kept for the next invoices. */
  amountDueMinor: z.number().int(),
  totalMinor: z.number().int(),
  currency: z.string().length(3),
  lines: z.array(invoiceLineSchema),
  /** The new price per period, billed from `renewsAt`. */
  recurringMinor: z.number().int(),
  renewsAt: z.string(),
});
/** A plan change's cost. */
export type PlanChangePreview = z.infer<typeof planChangePreviewSchema>;

/** What `createBillingPortalSession` and `createCheckoutSession` answer: the provider page to open. */
export const redirectAnswerSchema = z.object({ url: z.string().url() });
