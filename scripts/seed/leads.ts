import { leadSearchTokens, type LeadStatus } from '@adplatform/lead-model';
import { leadMatchKeys } from '@adplatform/lead-model/import';
import { hashSeed, pick, seededRandom } from './random';

/** A lead as the seed writes it (dates as JS Dates). */
export interface SeedLead {
  name: string;
  email: string;
  phone: string;
  emailKey: string;
  phoneKey: string;
  nameKey: string;
  campaignId: string;
  campaignName: string;
  status: LeadStatus;
  note: string;
  searchTokens: string[];
  createdAt: Date;
  updatedAt: Date;
}

const FIRST = [
  'Ana',
  'Ben',
  'Carla',
  'David',
  'Elena',
  'Farid',
  'Grace',
  'Hugo',
  'Irene',
  'Jonas',
  'Keiko',
  'Liam',
  'Marta',
  'Nils',
  'Olivia',
  'Pablo',
];
const LAST = [
  'López',
  'Smith',
  'Novak',
  'Dubois',
  'Rossi',
  'Khan',
  'Müller',
  'Santos',
  'Brown',
  'Ito',
  'García',
  'Nowak',
];
const DOMAINS = ['example.com', 'mail.test', 'acme.test', 'northwind.test', 'contoso.test'];
const STATUSES: LeadStatus[] = ['new', 'new', 'new', 'contacted', 'contacted', 'qualified', 'won', 'lost'];
const NOTES = [
  '',
  '',
  'Asked for a call back on Tuesday.',
  'Interested in the annual plan.',
  'Wants a demo for the team.',
];
const DAY = 24 * 60 * 60 * 1000;

/**
 * `count` leads for the account `email`, spread over its campaigns and the last 120 days, a few of
 * them sharing an e-mail address (the duplicates the leads list flags).
 */
export function demoLeads(
  email: string,
  campaigns: readonly { id: string; name: string }[],
  count: number,
  now: Date,
): SeedLead[] {
  const random = seededRandom(hashSeed(`leads:${email}`));
  const leads: SeedLead[] = [];
  for (let index = 0; index < count; index += 1) {
    const repeat = index % 9 === 8 ? leads[Math.floor(random() * leads.length)] : undefined;
    const name = repeat?.name ?? `${pick(random, FIRST)} ${pick(random, LAST)}`;
    const address =
      repeat?.email ??
      `${name
        .toLocaleLowerCase('en-US')
        .normalize('NFD')
        .replace(/[^a-z ]/g, '')
        .replace(' ', '.')}${index}@${pick(random, DOMAINS)}`;
    const campaign = pick(random, campaigns);
    const createdAt = new Date(now.getTime() - Math.floor(random() * 120 * DAY));
    const phone = `+1 555 ${String(100 + Math.floor(random() * 900))} ${String(1000 + Math.floor(random() * 9000))}`;
    leads.push({
      name,
      email: address,
      phone,
      ...leadMatchKeys({ name, email: address, phone }),
      campaignId: campaign.id,
      campaignName: campaign.name,
      status: pick(random, STATUSES),
      note: pick(random, NOTES),
      searchTokens: leadSearchTokens(name, address),
      createdAt,
      updatedAt: createdAt,
    });
  }
  return leads;
}

/** A seeded activity entry of a lead (`users/{uid}/leads/{id}/activity/{id}`), as the app writes one. */
export interface SeedLeadActivity {
  type: 'status' | 'note';
  from: LeadStatus | null;
  to: LeadStatus | null;
  note: string | null;
  by: string;
  byEmail: string;
  at: Date;
}

/** The open stages a lead passes through, in order, on its way to `status` (lost leaves from contacted). */
const PATH_TO: Record<LeadStatus, readonly LeadStatus[]> = {
  new: ['new'],
  contacted: ['new', 'contacted'],
  qualified: ['new', 'contacted', 'qualified'],
  won: ['new', 'contacted', 'qualified', 'won'],
  lost: ['new', 'contacted', 'lost'],
};

/**
 * The activity that brought a demo lead to its status and note, by its owner: each step of the
 * pipeline, then the note if it has one, spread between its creation and its last change
 * (`updatedAt`, which the result moves to the last entry). Oldest first.
 */
export function demoLeadActivity(
  lead: SeedLead,
  owner: { readonly uid: string; readonly email: string },
  now: Date,
): { entries: SeedLeadActivity[]; updatedAt: Date } {
  const path = PATH_TO[lead.status];
  const steps = path
    .slice(1)
    .map((to, index) => ({ type: 'status' as const, from: path[index]!, to, note: null }));
  const changes = [
    ...steps,
    ...(lead.note ? [{ type: 'note' as const, from: null, to: null, note: lead.note }] : []),
  ];
  const span = now.getTime() - lead.createdAt.getTime();
  const entries = changes.map((change, index) => ({
    ...change,
    by: owner.uid,
    byEmail: owner.email,
    at: new Date(lead.createdAt.getTime() + Math.floor((span * (index + 1)) / (changes.length + 1))),
  }));
  return { entries, updatedAt: entries.at(-1)?.at ?? lead.updatedAt };
}
