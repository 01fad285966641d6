/**
 * The local stack's mail sender (docs/operations.md "Mail"): what the Trigger Email extension does on
 * a real project, done on this machine. It watches the `mail` collection the functions queue messages
 * in (docs/decisions/0013-scheduled-reports-mail-queue.md), sends each new document over SMTP to the
 * mail catcher (`mailCatcher.ts`), and records the outcome in the document's `delivery` field as the
 * extension does (`PROCESSING`, then `SUCCESS` with the server's answer, or `ERROR` with the reason),
 * dated for deletion as the extension dates it (`delivery.expireAt`, which the TTL policy reads).
 */
import { FieldValue, Timestamp, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import * as z from 'zod';

/** The collection the functions queue mail in (functions/src/mail/mailCollection.ts). */
const MAIL_COLLECTION = 'mail';

const addressesSchema = z.union([z.string(), z.array(z.string())]);

/**
 * A queued message, as the extension reads it: recipients, an optional sender and reply-to, and the
 * message itself. Other fields (the functions keep `uid`, `scheduleId`, `createdAt`) are left alone.
 */
export const queuedMailSchema = z.object({
  to: addressesSchema,
  cc: addressesSchema.optional(),
  bcc: addressesSchema.optional(),
  from: z.string().optional(),
  replyTo: z.string().optional(),
  message: z.object({
    subject: z.string(),
    text: z.string().optional(),
    html: z.string().optional(),
    attachments: z
      .array(
        z.object({
          filename: z.string(),
          content: z.string(),
          encoding: z.enum(['base64', 'utf-8', 'utf8']).optional(),
          contentType: z.string().optional(),
        }),
      )
      .optional(),
  }),
});

/** What the sender hands to SMTP: the message in nodemailer's terms. */
export interface OutgoingMail {
  readonly from: string;
  readonly to: string | string[];
  readonly cc?: string | string[];
  readonly bcc?: string | string[];
  readonly replyTo?: string;
  readonly subject: string;
  readonly text?: string;
  readonly html?: string;
  readonly attachments?: ReadonlyArray<{
    filename: string;
    content: string;
    encoding?: string;
    contentType?: string;
  }>;
}

/** What SMTP answered for a message, kept in `delivery.info` as the extension keeps it. */
export interface SentInfo {
  readonly messageId: string;
  readonly accepted: readonly unknown[];
  readonly rejected: readonly unknown[];
  readonly response: string;
}

/**
 * The outgoing message of a queued document: its own sender, else `defaultFrom`.
 * @throws ZodError when the document is not a message the extension could send
 */
export function outgoingMail(document: unknown, defaultFrom: string): OutgoingMail {
  const { message, from, ...addresses } = queuedMailSchema.parse(document);
  return { from: from ?? defaultFrom, ...addresses, ...message };
}

/** The units of the extension's `TTL_EXPIRE_TYPE`, in the extension's terms. */
const TTL_UNITS = ['hour', 'day', 'week', 'month', 'year'] as const;

/**
 * When the extension dates a message taken at `start` for deletion: `value` of the `type` unit later
 * (its `TTL_EXPIRE_TYPE` and `TTL_EXPIRE_VALUE`); null for `never` or an unknown unit.
 */
export function mailExpireAt(start: Date, type: string, value: number): Date | null {
  const unit = TTL_UNITS.find((candidate) => candidate === type);
  if (!unit || !Number.isFinite(value) || value <= 0) return null;
  const at = new Date(start);
  if (unit === 'hour') at.setUTCHours(at.getUTCHours() + value);
  if (unit === 'day') at.setUTCDate(at.getUTCDate() + value);
  if (unit === 'week') at.setUTCDate(at.getUTCDate() + 7 * value);
  if (unit === 'month') at.setUTCMonth(at.getUTCMonth() + value);
  if (unit === 'year') at.setUTCFullYear(at.getUTCFullYear() + value);
  return at;
}

/** Takes the document for this sender unless a sender took it before: false when it was taken. */
function claim(options: MailSenderOptions, ref: DocumentReference): Promise<boolean> {
  return options.db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    if (!snapshot.exists || snapshot.get('delivery') !== undefined) return false;
    const start = new Date();
    const expireAt = options.expireAt?.(start);
    transaction.update(ref, {
      delivery: {
        state: 'PROCESSING',
        attempts: 1,
        startTime: Timestamp.fromDate(start),
        ...(expireAt ? { expireAt: Timestamp.fromDate(expireAt) } : {}),
      },
    });
    return true;
  });
}

/** How the sender reaches SMTP, and where its problems go. */
export interface MailSenderOptions {
  readonly db: Firestore;
  /** Sends one message (nodemailer's `sendMail`), answering what the server said. */
  readonly send: (mail: OutgoingMail) => Promise<SentInfo>;
  /** The sender of a document that names none (the extension's `DEFAULT_FROM`). */
  readonly defaultFrom: string;
  /** Told of a listener that stopped (the emulator went away); the sender then stops. */
  readonly onError?: (error: Error) => void;
  /** When a message taken at a time is to be deleted (`mailExpireAt`); never without it. */
  readonly expireAt?: (start: Date) => Date | null;
}

/** Sends one queued document and records the outcome; never throws. */
async function deliver(options: MailSenderOptions, ref: DocumentReference, document: unknown): Promise<void> {
  try {
    if (!(await claim(options, ref))) return;
  } catch {
    return; // The document went away, or another sender holds it.
  }
  try {
    const info = await options.send(outgoingMail(document, options.defaultFrom));
    await ref.update({
      'delivery.state': 'SUCCESS',
      'delivery.endTime': FieldValue.serverTimestamp(),
      'delivery.info': {
        messageId: info.messageId,
        accepted: info.accepted.map(String),
        rejected: info.rejected.map(String),
        pending: [],
        response: info.response,
      },
    });
  } catch (error) {
    await ref
      .update({
        'delivery.state': 'ERROR',
        'delivery.endTime': FieldValue.serverTimestamp(),
        'delivery.error': error instanceof Error ? error.message : String(error),
      })
      .catch(() => undefined);
  }
}

/**
 * Starts sending every document added to `mail` that has no `delivery` yet, those already queued
 * included.
 * @returns the function that stops listening
 */
export function startMailSender(options: MailSenderOptions): () => void {
  return options.db.collection(MAIL_COLLECTION).onSnapshot(
    (snapshot) => {
      for (const change of snapshot.docChanges()) {
        if (change.type === 'added' && change.doc.get('delivery') === undefined)
          void deliver(options, change.doc.ref, change.doc.data());
      }
    },
    (error) => options.onError?.(error),
  );
}
