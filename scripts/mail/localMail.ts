/**
 * Mail on this machine (docs/operations.md "Mail"): the catcher, and the sender that delivers the
 * functions' `mail` queue to it through the emulators, started with the Emulator Suite
 * (`scripts/lib/emulators.ts`) so that `npm start` and every test run see each message arrive.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import nodemailer from 'nodemailer';
import { PROJECT_ID, ROOT } from '../lib/emulatorEnv';
import { EMULATOR_HOSTS } from '../lib/emulatorHosts';
import { MAIL_CATCHER, startMailCatcher } from './mailCatcher';
import { mailExpireAt, startMailSender } from './mailSender';

/** The sender of every mail the product sends locally (the extension's `DEFAULT_FROM` on a project). */
export const LOCAL_MAIL_FROM = 'AdPlatform <no-reply@adplatform.test>';

/** The running catcher and sender. */
export interface LocalMail {
  readonly stop: () => Promise<void>;
}

/**
 * Starts the mail catcher and a sender that delivers the emulators' `mail` queue to it.
 * @param keep - the catcher keeps its messages across restarts (`npm start`, which keeps its data)
 * @param onError - told when the sender's listener stops (the emulators went away)
 * @throws Error when the catcher's ports are taken
 */
export async function startLocalMail(
  keep: boolean,
  onError: (error: Error) => void = () => undefined,
): Promise<LocalMail> {
  const catcher = await startMailCatcher(keep);
  const app = initializeApp({ projectId: PROJECT_ID }, 'local-mail');
  const db = getFirestore(app);
  // Without TLS the client takes the host for the emulator and reads as its owner.
  db.settings({ host: EMULATOR_HOSTS.firestore, ssl: false });
  const transport = nodemailer.createTransport({
    host: MAIL_CATCHER.host,
    port: MAIL_CATCHER.smtpPort,
    secure: false,
    ignoreTLS: true,
  });
  const extension = parseEnv(readFileSync(path.join(ROOT, 'extensions', 'firestore-send-email.env'), 'utf8'));
  const stopSender = startMailSender({
    db,
    defaultFrom: LOCAL_MAIL_FROM,
    expireAt: (start) =>
      mailExpireAt(start, extension.TTL_EXPIRE_TYPE ?? 'never', Number(extension.TTL_EXPIRE_VALUE)),
    send: async (mail) => {
      const info = await transport.sendMail({
        ...mail,
        attachments: mail.attachments?.map((file) => ({ ...file })),
      });
      return {
        messageId: info.messageId,
        accepted: info.accepted,
        rejected: info.rejected,
        response: info.response,
      };
    },
    onError,
  });
  return {
    stop: async () => {
      stopSender();
      transport.close();
      await deleteApp(app);
      await catcher.stop();
    },
  };
}
