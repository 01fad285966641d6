import { ZodError } from 'zod';
import { mailExpireAt, outgoingMail } from './mailSender';

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

describe('mailExpireAt: when the extension dates a message for deletion', () => {
  const start = new Date('2026-01-31T10:00:00Z');

  it('adds the TTL parameters’ amount of their unit to when the message was taken', () => {
    expect(mailExpireAt(start, 'hour', 6)?.toISOString()).toBe('2026-01-31T16:00:00.000Z');
    expect(mailExpireAt(start, 'week', 2)?.toISOString()).toBe('2026-02-14T10:00:00.000Z');
    expect(mailExpireAt(start, 'month', 1)?.toISOString()).toBe('2026-03-03T10:00:00.000Z');
    expect(mailExpireAt(start, 'year', 1)?.toISOString()).toBe('2027-01-31T10:00:00.000Z');
  });

  it('dates nothing for never, an unknown unit or no amount', () => {
    expect(mailExpireAt(start, 'never', 1)).toBeNull();
    expect(mailExpireAt(start, 'fortnight', 1)).toBeNull();
    expect(mailExpireAt(start, 'day', Number.NaN)).toBeNull();
  });
});
