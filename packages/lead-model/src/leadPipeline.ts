/**
 * Leads: the data contract the leads remote, the callable functions, the seed and the rules share
 * (docs/architecture.md "Dependencies point one way"). A lead lives at
 * `users/{uid}/leads/{id}`; leads arrive from the advertiser's lead forms (server side), and the
 * advertiser works them through the pipeline. Each change the advertiser makes is recorded, in the same
 * write, at `users/{uid}/leads/{id}/activity/{activityId}`. Free of imports.
 */

/** The pipeline a lead moves through (docs/product-rules.md §10.3): new → contacted → qualified → won / lost. */
export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'won', 'lost'] as const;
/** A lead status. */
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/**
 * The moves a lead may make (docs/product-rules.md §10.3): one step forward, or to lost from any open
 * stage; a lost lead is reopened at any open stage. Won is final. Mirrored in firestore.rules (a unit
 * test checks the mirror).
 */
export const LEAD_TRANSITIONS: Readonly<Record<LeadStatus, readonly LeadStatus[]>> = {
  new: ['contacted', 'lost'],
  contacted: ['qualified', 'lost'],
  qualified: ['won', 'lost'],
  won: [],
  lost: ['new', 'contacted', 'qualified'],
};

/** Whether a lead may go from `from` to `to`. */
export function canMoveLead(from: LeadStatus, to: LeadStatus): boolean {
  return LEAD_TRANSITIONS[from].includes(to);
}

/** The longest owner note on a lead. */
export const LEAD_NOTE_MAX = 2000;

/** The most entries a lead's activity timeline shows (the newest; one read each). */
export const LEAD_ACTIVITY_SHOWN = 50;

/**
 * What a lead's activity entry records: a status change or a new note (written by the advertiser), a
 * duplicate merged into the lead (written by the `mergeLeads` callable), or a new owner (written by
 * the `assignLeads` callable).
 */
export const LEAD_ACTIVITY_TYPES = ['status', 'note', 'merge', 'owner'] as const;
/** The kind of a lead activity entry. */
export type LeadActivityType = (typeof LEAD_ACTIVITY_TYPES)[number];

/** The e-mail as leads are compared for duplicates: trimmed, lower case. */
export function emailKey(email: string): string {
  return email.trim().toLocaleLowerCase('en-US');
}

/**
 * The keys `array-contains` search matches a lead by: every prefix (up to 20 characters) of each word
 * of the name, and of the e-mail's local part and domain.
 */
export function leadSearchTokens(name: string, email: string): string[] {
  const tokens = new Set<string>();
  const words = `${name} ${emailKey(email).replace('@', ' ')}`
    .toLocaleLowerCase('en-US')
    .split(/[^\p{L}\p{N}]+/u);
  for (const word of words) {
    for (let length = 1; length <= Math.min(word.length, 20); length += 1) tokens.add(word.slice(0, length));
  }
  const whole = emailKey(email);
  if (whole) tokens.add(whole);
  return [...tokens];
}
