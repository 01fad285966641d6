import type { Timestamp } from 'firebase-admin/firestore';
import { adminDb } from '../scripts/lib/testAccounts';
import { caughtAttachment, caughtMail } from '../scripts/mail/caughtMail';
import { LOCAL_MAIL_FROM } from '../scripts/mail/localMail';
import { mailExpireAt } from '../scripts/mail/mailSender';

/** The queued document's delivery state once the sender has settled it (SUCCESS or ERROR). */
async function settledDelivery(path: string): Promise<Record<string, unknown>> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const delivery = (await adminDb().doc(path).get()).get('delivery') as Record<string, unknown> | undefined;
    if (delivery?.state === 'SUCCESS' || delivery?.state === 'ERROR') return delivery;
    if (Date.now() > deadline) throw new Error(`${path} was not delivered: ${JSON.stringify(delivery)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the local stack delivers the mail queue as the Trigger Email extension does (docs/operations.md "Mail")', () => {
  it('sends a queued message, with its attachment, to the catcher and records the success', async () => {
    const to = `mail-${Date.now()}@example.com`;
    const ref = await adminDb()
      .collection('mail')
      .add({
        to: [to],
        message: {
          subject: 'Weekly spend',
          text: 'Your report is attached.',
          attachments: [{ filename: 'weekly-spend.csv', content: 'Campaign,Spend\nSpring,12.00\n' }],
        },
      });

    const delivery = await settledDelivery(ref.path);
    expect(delivery).toMatchObject({ state: 'SUCCESS', attempts: 1, info: { accepted: [to], rejected: [] } });
    // Dated for deletion a month on, as the extension's TTL parameters say; the TTL policy deletes it.
    const taken = (delivery.startTime as Timestamp).toDate();
    expect((delivery.expireAt as Timestamp).toMillis()).toBe(mailExpireAt(taken, 'month', 1)?.getTime());
    const [caught, ...more] = await caughtMail(to);
    expect(more).toEqual([]);
    expect(caught?.subject).toBe('Weekly spend');
    expect(caught?.text?.trim()).toBe('Your report is attached.');
    expect(caught?.from.map((from) => from.address)).toEqual([/<(.+)>/.exec(LOCAL_MAIL_FROM)?.[1]]);
    expect(caught?.attachments?.map((file) => file.filename)).toEqual(['weekly-spend.csv']);
    expect(await caughtAttachment(caught!, 'weekly-spend.csv')).toBe('Campaign,Spend\nSpring,12.00\n');
  });

  it('records why a document it cannot send was not sent, and sends nothing', async () => {
    const to = `broken-${Date.now()}@example.com`;
    const ref = await adminDb()
      .collection('mail')
      .add({ to: [to], message: { text: 'No subject.' } });

    const delivery = await settledDelivery(ref.path);
    expect(delivery.state).toBe('ERROR');
    expect(String(delivery.error)).toContain('subject');
    expect(await caughtMail(to)).toEqual([]);
  });
});
