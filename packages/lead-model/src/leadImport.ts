/**
 * Leads imported from a CSV file (docs/product-rules.md §10.3): the rules a row must meet, and how
 * rows are matched against the account's leads and each other. The leads remote checks rows with
 * them as the user maps the file's columns; the `importLeads` callable checks them again before it
 * writes anything.
 */
import { AlikeNames, keysAlike, nameKey } from './alikeNames';
import { emailKey } from './leadPipeline';

export { nameKey } from './alikeNames';

/** The lead fields a file's columns map to. Name and e-mail are required. */
export const LEAD_IMPORT_FIELDS = ['name', 'email', 'phone', 'note'] as const;
/** A lead field a column maps to. */
export type LeadImportField = (typeof LEAD_IMPORT_FIELDS)[number];

/** The most rows one import takes (a larger file is refused before anything is read). */
export const LEAD_IMPORT_ROWS_MAX = 1000;
/** The longest name, e-mail address, phone number, note and file name an import takes. */
export const LEAD_IMPORT_LIMITS = {
  name: 200,
  email: 254,
  phone: 40,
  note: 2000,
  fileName: 120,
} as const;

/**
 * How many of the account's most recent leads an import compares names with for typos; equal e-mail
 * addresses, phone digits and names are found among all of them by index (docs/product-rules.md §10.3).
 */
export const LEAD_IMPORT_RECENT_LEADS = 5000;

/** One row of a file as mapped to the lead fields, numbered as the file numbers it (1 = first data row). */
export interface LeadImportRow {
  readonly row: number;
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly note: string;
}

/** Why a row is not imported. */
export type LeadImportSkip =
  | 'nameMissing'
  | 'nameTooLong'
  | 'emailInvalid'
  | 'phoneInvalid'
  | 'noteTooLong'
  | 'duplicateEmail'
  | 'duplicatePhone'
  | 'possibleDuplicate';

/** What becomes of a row: imported, or skipped with the reason and, for a duplicate, what it repeats. */
export interface LeadImportVerdict {
  readonly row: number;
  readonly name: string;
  readonly email: string;
  readonly skip: LeadImportSkip | null;
  /** The lead (existing: its name; earlier in the file: its row number) a duplicate repeats. */
  readonly of: { readonly name: string; readonly row: number | null } | null;
}

/** A lead already in the account, as duplicates are found among them. */
export interface ExistingLead {
  readonly name: string;
  readonly emailKey: string;
  readonly phoneKey: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/u;

/**
 * The phone number as leads are compared for duplicates: its digits only, the international `00`
 * prefix read as `+` (`+34 600-12 34 56` and `0034 600 123 456` both give `34600123456`); '' for none
 * or fewer than 7 digits, which match nothing.
 */
export function phoneKey(phone: string): string {
  const digits = phone.replace(/\D/gu, '').replace(/^00/u, '');
  return digits.length >= 7 ? digits : '';
}

/** The keys a lead stores so that an import finds its duplicates by index ('' for none). */
export interface LeadMatchKeys {
  readonly emailKey: string;
  readonly phoneKey: string;
  readonly nameKey: string;
}

/** The match keys of a lead of this name, e-mail address and phone number (docs/product-rules.md §10.3). */
export function leadMatchKeys(lead: {
  readonly name: string;
  readonly email: string;
  readonly phone: string;
}): LeadMatchKeys {
  return { emailKey: emailKey(lead.email), phoneKey: phoneKey(lead.phone), nameKey: nameKey(lead.name) };
}

/**
 * Whether two names are close enough to be the same person (docs/product-rules.md §10.3): the same
 * words in any order, accents and case aside, or at most one typo (two in names of 12 characters or
 * more). Names of fewer than 6 characters must match exactly.
 */
export function namesAlike(a: string, b: string): boolean {
  return keysAlike(nameKey(a), nameKey(b));
}

/** What is wrong with a row on its own, or null: its name, e-mail, phone and note within bounds. */
export function rowProblem(row: Omit<LeadImportRow, 'row'>): LeadImportSkip | null {
  const name = row.name.trim();
  if (!name) return 'nameMissing';
  if (name.length > LEAD_IMPORT_LIMITS.name) return 'nameTooLong';
  const email = row.email.trim();
  if (email.length > LEAD_IMPORT_LIMITS.email || !EMAIL.test(email)) return 'emailInvalid';
  const phone = row.phone.trim();
  if (phone.length > LEAD_IMPORT_LIMITS.phone || (phone && !phoneKey(phone))) return 'phoneInvalid';
  if (row.note.length > LEAD_IMPORT_LIMITS.note) return 'noteTooLong';
  return null;
}

/**
 * The verdict on every row, in order (docs/product-rules.md §10.3): a row with a problem of its own is
 * skipped for it; then a row is a duplicate of an existing lead or of an earlier row of the file with
 * the same e-mail (trimmed, any case) or the same phone digits; then, unless
 * `includePossibleDuplicates`, a possible duplicate when its name is alike one of theirs. Every row
 * gets a verdict: nothing is dropped without a reason.
 */
export function classifyImport(
  rows: readonly LeadImportRow[],
  existing: readonly ExistingLead[],
  includePossibleDuplicates: boolean,
): LeadImportVerdict[] {
  const byEmail = new Map<string, { name: string; row: number | null }>();
  const byPhone = new Map<string, { name: string; row: number | null }>();
  const names = new AlikeNames<{ name: string; row: number | null }>();
  for (const lead of existing) {
    const known = { name: lead.name, row: null };
    if (lead.emailKey && !byEmail.has(lead.emailKey)) byEmail.set(lead.emailKey, known);
    if (lead.phoneKey && !byPhone.has(lead.phoneKey)) byPhone.set(lead.phoneKey, known);
    names.add(lead.name, known);
  }
  return rows.map((row) => {
    const verdict = (skip: LeadImportSkip | null, of: LeadImportVerdict['of'] = null): LeadImportVerdict => ({
      row: row.row,
      name: row.name.trim(),
      email: row.email.trim(),
      skip,
      of,
    });
    const problem = rowProblem(row);
    if (problem) return verdict(problem);
    const email = emailKey(row.email);
    const phone = phoneKey(row.phone);
    const sameEmail = byEmail.get(email);
    if (sameEmail) return verdict('duplicateEmail', sameEmail);
    const samePhone = phone ? byPhone.get(phone) : undefined;
    if (samePhone) return verdict('duplicatePhone', samePhone);
    const alike = includePossibleDuplicates ? undefined : names.find(row.name);
    if (alike) return verdict('possibleDuplicate', alike);
    const imported = { name: row.name.trim(), row: row.row };
    byEmail.set(email, imported);
    if (phone) byPhone.set(phone, imported);
    names.add(row.name, imported);
    return verdict(null);
  });
}

const HEADER_NAMES: Readonly<Record<LeadImportField, readonly string[]>> = {
  name: ['name', 'full name', 'fullname', 'contact', 'contact name', 'nombre', 'nombre completo'],
  email: ['email', 'e-mail', 'email address', 'e-mail address', 'mail', 'correo', 'correo electronico'],
  phone: ['phone', 'phone number', 'telephone', 'tel', 'mobile', 'cell', 'telefono', 'movil'],
  note: ['note', 'notes', 'comment', 'comments', 'nota', 'notas', 'comentario', 'comentarios'],
};

/**
 * The column a file's headers suggest for each lead field (the header's name, accents and case
 * aside, e.g. `E-mail Address` → email), or null when none matches; a column is suggested once.
 */
export function guessMapping(headers: readonly string[]): Record<LeadImportField, string | null> {
  const plain = (header: string): string =>
    header
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLocaleLowerCase('en-US')
      .replace(/[_\s]+/gu, ' ')
      .trim();
  const taken = new Set<string>();
  const mapping = {} as Record<LeadImportField, string | null>;
  for (const field of LEAD_IMPORT_FIELDS) {
    const found = headers.find((header) => !taken.has(header) && HEADER_NAMES[field].includes(plain(header)));
    if (found !== undefined) taken.add(found);
    mapping[field] = found ?? null;
  }
  return mapping;
}
