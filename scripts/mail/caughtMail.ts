/**
 * What the mail catcher holds, through its API (`mailCatcher.ts`): for the tests that follow a mail
 * the product sent, as a person would in the catcher's page.
 */
import { MAIL_CATCHER_URL } from './mailCatcher';

/** A message as the catcher's API gives it. */
export interface CaughtMail {
  readonly id: string;
  readonly subject: string;
  readonly text?: string;
  readonly from: ReadonlyArray<{ readonly address: string }>;
  readonly to: ReadonlyArray<{ readonly address: string }>;
  readonly attachments?: ReadonlyArray<{
    readonly filename: string;
    /** The name the catcher stores the file under, by which its API serves it. */
    readonly generatedFileName: string;
    readonly contentType: string;
  }>;
}

/** Every message the catcher holds for `address`, oldest first. */
export async function caughtMail(address: string): Promise<CaughtMail[]> {
  const response = await fetch(`${MAIL_CATCHER_URL}/api/email`);
  if (!response.ok) throw new Error(`The mail catcher answered ${response.status}`);
  const all = (await response.json()) as CaughtMail[];
  return all.filter((mail) => mail.to.some((to) => to.address === address.toLowerCase()));
}

/** Opens one message as the catcher's page does (it is marked read), with its text. */
export async function openCaughtMail(id: string): Promise<CaughtMail> {
  const response = await fetch(`${MAIL_CATCHER_URL}/api/email/${encodeURIComponent(id)}`);
  if (!response.ok) throw new Error(`The mail catcher has no message ${id}`);
  return (await response.json()) as CaughtMail;
}

/** The content of the message's attachment named `filename`, as text. */
export async function caughtAttachment(mail: CaughtMail, filename: string): Promise<string> {
  const stored = mail.attachments?.find((file) => file.filename === filename)?.generatedFileName ?? filename;
  const response = await fetch(
    `${MAIL_CATCHER_URL}/api/email/${encodeURIComponent(mail.id)}/attachment/${encodeURIComponent(stored)}`,
  );
  if (!response.ok) throw new Error(`The mail catcher has no attachment ${filename} in ${mail.id}`);
  return response.text();
}
