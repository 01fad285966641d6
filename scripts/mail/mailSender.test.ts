import { ZodError } from 'zod';
import { outgoingMail } from './mailSender';

const FROM = 'AdPlatform <no-reply@adplatform.test>';

describe('outgoingMail: a queued document as the Trigger Email extension sends it', () => {
  it('sends the message to its recipients from the default sender, its attachments kept', () => {
    const attachment = { filename: 'report.pdf', content: 'JVBERi0=', encoding: 'base64' as const };
    expect(
      outgoingMail(
        {
          to: ['boss@example.com'],
          message: { subject: 'Your report', text: 'Attached.', attachments: [attachment] },
          uid: 'u1',
          scheduleId: 's1',
        },
        FROM,
      ),
    ).toEqual({
      from: FROM,
      to: ['boss@example.com'],
      subject: 'Your report',
      text: 'Attached.',
      attachments: [attachment],
    });
  });

  it('keeps a sender, copies and a reply-to the document names', () => {
    expect(
      outgoingMail(
        {
          to: 'a@example.com',
          cc: ['b@example.com'],
          from: 'Team <team@example.com>',
          replyTo: 'help@example.com',
          message: { subject: 'Hi', html: '<p>Hi</p>' },
        },
        FROM,
      ),
    ).toMatchObject({ from: 'Team <team@example.com>', cc: ['b@example.com'], replyTo: 'help@example.com' });
  });

  it('refuses a document without recipients or without a subject', () => {
    expect(() => outgoingMail({ message: { subject: 'Hi' } }, FROM)).toThrow(ZodError);
    expect(() => outgoingMail({ to: ['a@example.com'], message: { text: 'Hi' } }, FROM)).toThrow(ZodError);
  });
});
