/**
 * The collection the mail sender reads (the "Trigger Email" extension's convention): one document a
 * message (docs/decisions/0013-scheduled-reports-mail-queue.md).
 */
export const MAIL_COLLECTION = 'mail';
