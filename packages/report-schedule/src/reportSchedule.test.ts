import {
  isRecipient,
  isReportName,
  nextRunAt,
  reportPeriod,
  REPORT_SCHEDULE_NAME_MAX,
} from './reportSchedule';

const at = (iso: string): number => Date.parse(iso);
const iso = (ms: number): string => new Date(ms).toISOString();

describe('when a schedule sends', () => {
  it('sends daily at 8:00 in its time zone, today when 8:00 has not passed', () => {
    expect(iso(nextRunAt('daily', 'UTC', at('2026-03-10T07:00:00Z')))).toBe('2026-03-10T08:00:00.000Z');
    expect(iso(nextRunAt('daily', 'UTC', at('2026-03-10T08:00:00Z')))).toBe('2026-03-11T08:00:00.000Z');
    expect(iso(nextRunAt('daily', 'Europe/Madrid', at('2026-03-10T12:00:00Z')))).toBe(
      '2026-03-11T07:00:00.000Z',
    );
    expect(iso(nextRunAt('daily', 'America/New_York', at('2026-07-01T20:00:00Z')))).toBe(
      '2026-07-02T12:00:00.000Z',
    );
  });

  it('sends weekly on Mondays and monthly on the first, across a change of clocks', () => {
    // Tuesday 10 March 2026 → Monday 16 March.
    expect(iso(nextRunAt('weekly', 'UTC', at('2026-03-10T12:00:00Z')))).toBe('2026-03-16T08:00:00.000Z');
    // Madrid moves to summer time on 29 March: 1 April 8:00 there is 06:00 UTC.
    expect(iso(nextRunAt('monthly', 'Europe/Madrid', at('2026-03-10T12:00:00Z')))).toBe(
      '2026-04-01T06:00:00.000Z',
    );
  });
});

describe('what a sent report covers', () => {
  it.each([
    ['daily', '2026-03-10T08:00:00Z', '2026-03-09', '2026-03-09'],
    ['weekly', '2026-03-16T08:00:00Z', '2026-03-09', '2026-03-15'],
    ['monthly', '2026-03-01T08:00:00Z', '2026-02-01', '2026-02-28'],
    ['monthly', '2026-01-01T08:00:00Z', '2025-12-01', '2025-12-31'],
  ] as const)(
    'a %s report sent at %s covers %s to %s: the day, seven days or month before',
    (frequency, sentAt, from, to) => {
      expect(reportPeriod(frequency, 'UTC', at(sentAt))).toEqual({ from, to });
    },
  );
});

describe('recipients', () => {
  it('are e-mail addresses', () => {
    expect(isRecipient('ana@example.com')).toBe(true);
    expect(isRecipient('ana@example')).toBe(false);
    expect(isRecipient(`${'a'.repeat(250)}@example.com`)).toBe(false);
  });
});

describe('a report’s name, the subject of the mail', () => {
  it('is one line of plain text of 1 to the maximum characters', () => {
    expect(isReportName('Weekly spend – Q3 (EU) #2')).toBe(true);
    expect(isReportName('Informe semanal: año 2026')).toBe(true);
    expect(isReportName('  ')).toBe(false);
    expect(isReportName('a'.repeat(REPORT_SCHEDULE_NAME_MAX))).toBe(true);
    expect(isReportName('a'.repeat(REPORT_SCHEDULE_NAME_MAX + 1))).toBe(false);
  });

  it('holds no link, markup, line break or invisible direction mark', () => {
    for (const name of [
      'Claim at https://evil.example',
      'Open HTTP://EVIL.EXAMPLE',
      'see www.evil.example',
      'Weekly\nBcc: all@example.com',
      'Weekly\rX',
      'Weekly\u202Etxt.exe',
      'Weekly\u200B',
      '<img src=x>',
    ]) {
      expect(isReportName(name)).toBe(false);
    }
  });
});
