import { toCsv } from '@adplatform/csv';
import { ownerLabel, type Lead } from './lead';

/** The CSV columns, in order, with their translated headers. */
export interface LeadCsvLabels {
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly campaign: string;
  readonly status: string;
  /** The owner column: the owner's name when known, else their address. */
  readonly owner: string;
  readonly note: string;
  readonly created: string;
  readonly duplicate: string;
  /** Translates a status value (`qualified` → "Qualified"). */
  readonly statusLabel: (status: Lead['status']) => string;
  /** The text of the duplicate column for a flagged lead ("Yes"). */
  readonly yes: string;
}

/**
 * The leads as CSV (`@adplatform/csv`): translated headers, one row per lead, dates as ISO-8601 dates so that
 * spreadsheets read them in any locale. A cell a spreadsheet would run as a formula (starting with
 * `=`, `+`, `-`, `@`, a tab or a line break, however many lines it spans: a lead's note or name is
 * anyone's text) is escaped with a leading `'`.
 */
export function leadsToCsv(leads: readonly Lead[], labels: LeadCsvLabels): string {
  return toCsv(
    [
      labels.name,
      labels.email,
      labels.phone,
      labels.campaign,
      labels.status,
      labels.owner,
      labels.note,
      labels.created,
      labels.duplicate,
    ],
    leads.map((lead) => [
      lead.name,
      lead.email,
      lead.phone,
      lead.campaignName,
      labels.statusLabel(lead.status),
      ownerLabel(lead) ?? '',
      lead.note,
      lead.createdAt.toISOString().slice(0, 10),
      lead.duplicate ? labels.yes : '',
    ]),
  );
}
