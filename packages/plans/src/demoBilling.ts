/**
 * The demo project's payment provider: a local stand-in of the small part of Stripe's API the app
 * uses (scripts/billing/standIn.ts, docs/decisions/0011-billing-with-stripe.md). Shared by the
 * functions, which call it, and the stand-in; the apps never import it. These values are
 * not secrets: they work only against the stand-in, which refuses to start for any project that is
 * not a `demo-` project, and the functions use them only in such a project.
 */

/** The stand-in's port on the loopback interface (stripe-mock's customary port). */
export const DEMO_BILLING_PORT = 12111;
/** The API key the functions send to the stand-in. */
export const DEMO_BILLING_API_KEY = 'sk_test_demo_stand_in';
/** The secret the stand-in signs its webhook events with, and the webhook verifies them with. */
export const DEMO_BILLING_WEBHOOK_SECRET = 'whsec_demo_stand_in_signing_secret';

/**
 * Whether `projectId` is a demo project (the emulators' offline projects, named `demo-…`): the only
 * projects that talk to the stand-in instead of the provider.
 */
export function isDemoProject(projectId: string | undefined): boolean {
  return projectId?.startsWith('demo-') ?? false;
}
