/**
 * The local stack's mail catcher (docs/operations.md "Mail"): MailDev, an SMTP server that keeps
 * every message it receives and shows it in a web page, bound to this machine only
 * (docs/decisions/0027-loopback-only.md). The mail sender delivers the `mail` queue to it
 * (`mailSender.ts`), so an invitation or a scheduled report can be opened and its link followed.
 */
import path from 'node:path';
import { ROOT } from '../lib/emulatorEnv';

/** Where the catcher listens: SMTP for the sender, HTTP for its web page and API. */
export const MAIL_CATCHER = { host: '127.0.0.1', smtpPort: 1025, webPort: 1080 } as const;

/** The catcher's web page, where every delivered message can be read. */
export const MAIL_CATCHER_URL = `http://${MAIL_CATCHER.host}:${MAIL_CATCHER.webPort}`;

/** A running catcher. */
export interface MailCatcher {
  readonly stop: () => Promise<void>;
}

/**
 * Starts MailDev on {@link MAIL_CATCHER}.
 * @param keep - keep the messages in `.tmp/mail` (git-ignored), so that they outlive a restart of the
 *   stack like the emulators' data (`npm start`); otherwise in memory only (a test run)
 * @throws Error when a port is taken
 */
export async function startMailCatcher(keep = false): Promise<MailCatcher> {
  // MailDev is published as an ES module only.
  const { MailDev } = await import('maildev');
  const maildev = new MailDev({
    smtp: MAIL_CATCHER.smtpPort,
    ip: MAIL_CATCHER.host,
    web: MAIL_CATCHER.webPort,
    webIp: MAIL_CATCHER.host,
    ...(keep ? { mailDirectory: path.join(ROOT, '.tmp', 'mail') } : {}),
    silent: true,
  });
  await maildev.start();
  return { stop: () => maildev.stop() };
}
