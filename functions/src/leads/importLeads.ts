import { BULK_TIMEOUT_SECONDS } from '../callable/options';
import { TimeBudget } from '../callable/timeBudget';
import { getFirestore, Timestamp, type Query } from 'firebase-admin/firestore';
import type { CallableRequest } from 'firebase-functions/v2/https';
import { z } from 'zod';
import { leadSearchTokens } from '@adplatform/lead-model';
import {
  classifyImport,
  LEAD_IMPORT_LIMITS,
  LEAD_IMPORT_RECENT_LEADS,
  LEAD_IMPORT_ROWS_MAX,
  leadMatchKeys,
  phoneKey,
  rowProblem,
  type ExistingLead,
  type LeadImportRow,
  type LeadImportVerdict,
} from '@adplatform/lead-model/import';
import { requireAccountAccess } from '../callable/account';
import { assignNewLeads, ownerFields } from './leadOwners';
import { parsePayload } from '../callable/guards';

/** A string of a row as the file had it: long values reach the verdict ("too long"), not a refusal. */
const cell = z.string().max(4 * LEAD_IMPORT_LIMITS.note);

/** The payload of `importLeads`. */
const importLeadsPayloadSchema = z.strictObject({
  fileName: z.string().trim().min(1).max(LEAD_IMPORT_LIMITS.fileName),
  rows: z
    .array(
      z.strictObject({
        row: z.int().min(1).max(1_000_000),
        name: cell,
        email: cell,
        phone: cell,
        note: cell,
      }),
    )
    .min(1)
    .max(LEAD_IMPORT_ROWS_MAX)
    .refine((rows) => new Set(rows.map(({ row }) => row)).size === rows.length, 'Row numbers repeat.'),
  includePossibleDuplicates: z.boolean(),
  dryRun: z.boolean(),
});

/** What `importLeads` answers: how many leads it wrote (0 on a dry run) and the verdict on every row. */
export interface ImportLeadsResponse {
  imported: number;
  verdicts: LeadImportVerdict[];
}

/** Writes per batch (Firestore's limit is 500). */
const BATCH_SIZE = 400;

/** The most values one `in` query takes. */
const IN_LIMIT = 30;

/**
 * The account's leads that the file's rows may repeat (docs/product-rules.md §10.3): the
 * `recentLeads` most recent, whose names are compared for typos; and, when the account holds more,
 * those sharing a row's e-mail key, phone key or (unless `includePossibleDuplicates`) name key, found
 * by index. A projection of name, e-mail key and phone: the reads are bounded by the window and the
 * file, not by the account's size.
 */
async function existingLeads(
  uid: string,
  rows: readonly LeadImportRow[],
  includePossibleDuplicates: boolean,
  recentLeads: number,
): Promise<ExistingLead[]> {
  const leads = getFirestore().collection(`users/${uid}/leads`);
  const project = (query: Query) => query.select('name', 'emailKey', 'phone').get();
  const recent = await project(leads.orderBy('createdAt', 'desc').limit(recentLeads));
  const snapshots = [recent];
  // A window short of its size held every lead: nothing older is left to look up.
  if (recent.size >= recentLeads) {
    const keys = rows.filter((row) => rowProblem(row) === null).map(leadMatchKeys);
    const fields = includePossibleDuplicates
      ? (['emailKey', 'phoneKey'] as const)
      : (['emailKey', 'phoneKey', 'nameKey'] as const);
    const lookups = fields.flatMap((field) => {
      const values = [...new Set(keys.map((key) => key[field]).filter(Boolean))];
      const queries = [];
      for (let start = 0; start < values.length; start += IN_LIMIT)
        queries.push(leads.where(field, 'in', values.slice(start, start + IN_LIMIT)));
      return queries;
    });
    snapshots.push(...(await Promise.all(lookups.map(project))));
  }
  const found = new Map<string, ExistingLead>();
  for (const doc of snapshots.flatMap((snapshot) => snapshot.docs)) {
    if (found.has(doc.id)) continue;
    found.set(doc.id, {
      name: String(doc.get('name') ?? ''),
      emailKey: String(doc.get('emailKey') ?? ''),
      phoneKey: phoneKey(String(doc.get('phone') ?? '')),
    });
  }
  return [...found.values()];
}

/**
 * `importLeads({ fileName, rows, includePossibleDuplicates, dryRun })` (docs/product-rules.md §10.3):
 * checks every row of a CSV file as mapped by the user (the same rules as the leads remote's preview,
 * `leads/import`), against the account's leads and the file's earlier rows, and answers the verdict
 * on each. Unless `dryRun`, writes the rows that pass as new leads from the file (status new, the
 * server's time), in batches.
 * @throws HttpsError `unauthenticated`, `failed-precondition` (e-mail not verified),
 *   `permission-denied` (no active subscription whose plan includes leads, docs/product-rules.md §6),
 *   `invalid-argument` for a payload out of bounds (over `LEAD_IMPORT_ROWS_MAX` rows, repeated row
 *   numbers; nothing is written), `deadline-exceeded` when the time budget runs out before a batch
 *   (`details.imported`: the leads written before it, none when it ran out before the first).
 */
export async function importLeadsHandler(
  request: CallableRequest<unknown>,
  now = new Date(),
  budget = new TimeBudget(BULK_TIMEOUT_SECONDS),
  recentLeads = LEAD_IMPORT_RECENT_LEADS,
): Promise<ImportLeadsResponse> {
  const { accountId: uid } = await requireAccountAccess(
    request,
    'leads',
    'Your plan does not include leads.',
  );
  const { fileName, rows, includePossibleDuplicates, dryRun } = parsePayload(
    importLeadsPayloadSchema,
    request.data,
  );
  const verdicts = classifyImport(
    rows,
    await existingLeads(uid, rows, includePossibleDuplicates, recentLeads),
    includePossibleDuplicates,
  );
  const passed = new Set(verdicts.filter(({ skip }) => skip === null).map(({ row }) => row));
  const accepted = rows.filter(({ row }) => passed.has(row));
  if (dryRun) return { imported: 0, verdicts };

  const db = getFirestore();
  const at = Timestamp.fromDate(now);
  // New leads go to the account's people in turn when it assigns them so (docs/product-rules.md §10.3).
  const owners = await assignNewLeads(uid, accepted.length);
  for (let start = 0; start < accepted.length; start += BATCH_SIZE) {
    budget.check({ imported: start });
    const batch = db.batch();
    for (const [index, row] of accepted.slice(start, start + BATCH_SIZE).entries()) {
      const name = row.name.trim();
      const email = row.email.trim();
      batch.create(db.collection(`users/${uid}/leads`).doc(), {
        name,
        email,
        phone: row.phone.trim(),
        ...leadMatchKeys(row),
        campaignId: 'import',
        campaignName: fileName,
        source: 'import',
        status: 'new',
        note: row.note,
        searchTokens: leadSearchTokens(name, email),
        ...ownerFields(owners[start + index] ?? null),
        createdAt: at,
        updatedAt: at,
      });
    }
    await batch.commit();
  }
  return { imported: accepted.length, verdicts };
}
