import { callFunction } from 'shared-auth';
// The leads' first screen validates with shared-auth/validation; this answer needs arrays too.
import * as z from 'zod/mini';
import type { LeadImportRow, LeadImportSkip, LeadImportVerdict } from '@adplatform/lead-model/import';

const SKIPS: readonly LeadImportSkip[] = [
  'nameMissing',
  'nameTooLong',
  'emailInvalid',
  'phoneInvalid',
  'noteTooLong',
  'duplicateEmail',
  'duplicatePhone',
  'possibleDuplicate',
];

const answerSchema = z.object({
  imported: z.int(),
  verdicts: z.array(
    z.object({
      row: z.int(),
      name: z.string(),
      email: z.string(),
      skip: z.nullable(z.enum(SKIPS as [LeadImportSkip, ...LeadImportSkip[]])),
      of: z.nullable(z.object({ name: z.string(), row: z.nullable(z.int()) })),
    }),
  ),
});

/** What an import (or its dry run) answers: the leads written and the verdict on every row. */
export interface ImportAnswer {
  readonly imported: number;
  readonly verdicts: readonly LeadImportVerdict[];
}

/**
 * Sends a file's mapped rows to the `importLeads` callable (docs/product-rules.md §10.3), which checks
 * each against the account's leads and the file's earlier rows; `dryRun` writes nothing (the preview),
 * otherwise the rows that pass become new leads.
 * @throws FunctionsError (`functions/permission-denied`, `functions/invalid-argument`, …) when the
 *   call is refused; Error when the answer is not the function's contract.
 */
export async function importLeads(request: {
  readonly fileName: string;
  readonly rows: readonly LeadImportRow[];
  readonly includePossibleDuplicates: boolean;
  readonly dryRun: boolean;
}): Promise<ImportAnswer> {
  const parsed = answerSchema.safeParse(await callFunction('importLeads', request));
  if (!parsed.success) throw new Error('importLeads answered outside its contract');
  return parsed.data;
}
