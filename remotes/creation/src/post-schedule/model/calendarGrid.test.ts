import dayjs from 'dayjs';
import {
  calendarDays,
  calendarSpan,
  dayKey,
  firstDayOfWeek,
  movedTo,
  shiftAnchor,
  startOfWeek,
} from './calendarGrid';

describe('firstDayOfWeek', () => {
  it('starts the week on Sunday in the United States and on Monday in Spain', () => {
    expect(firstDayOfWeek('en-US')).toBe(0);
    expect(firstDayOfWeek('es-ES')).toBe(1);
  });

  it('falls back to Monday for a locale it cannot read', () => {
    expect(firstDayOfWeek('not a locale!')).toBe(1);
  });
});

describe('calendarDays', () => {
  // Wednesday 25 November 2026.
  const anchor = dayjs('2026-11-25T15:30:00');

  it('shows the seven days of the week holding the anchor, from the locale’s first day', () => {
    expect(calendarDays('week', anchor, 0).map(dayKey)).toEqual([
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
    ]);
    expect(calendarDays('week', anchor, 1).map(dayKey)[0]).toBe('2026-11-23');
  });

  it('shows every whole week that holds a day of the month', () => {
    // November 2026 starts on a Sunday and ends on a Monday.
    const sundayFirst = calendarDays('month', anchor, 0).map(dayKey);
    expect(sundayFirst).toHaveLength(35);
    expect(sundayFirst[0]).toBe('2026-11-01');
    expect(sundayFirst[34]).toBe('2026-12-05');
    const mondayFirst = calendarDays('month', anchor, 1).map(dayKey);
    expect(mondayFirst).toHaveLength(42);
    expect(mondayFirst[0]).toBe('2026-10-26');
    expect(mondayFirst[41]).toBe('2026-12-06');
  });

  it('gives a February that fits four weeks exactly four weeks', () => {
    // February 2026 starts on a Sunday and has 28 days.
    expect(calendarDays('month', dayjs('2026-02-10'), 0)).toHaveLength(28);
  });

  it('starts every day at midnight, across a change of clocks', () => {
    for (const day of calendarDays('month', dayjs('2026-03-15'), 1))
      expect(day.format('HH:mm')).toBe('00:00');
  });
});

describe('calendarSpan', () => {
  it('reads from the first day shown to the end of the last', () => {
    const anchor = dayjs('2026-11-25');
    const { start, end } = calendarSpan('week', anchor, 1);
    expect(start).toBe(dayjs('2026-11-23').valueOf());
    expect(end).toBe(dayjs('2026-11-30').valueOf());
  });
});

describe('shiftAnchor and startOfWeek', () => {
  it('moves by a week or a month', () => {
    const anchor = dayjs('2026-01-31');
    expect(dayKey(shiftAnchor('week', anchor, 1))).toBe('2026-02-07');
    expect(dayKey(shiftAnchor('month', anchor, 1))).toBe('2026-02-28');
    expect(dayKey(shiftAnchor('month', anchor, -1))).toBe('2025-12-31');
  });

  it('finds the week’s first day on that day itself', () => {
    expect(dayKey(startOfWeek(dayjs('2026-11-23T10:00'), 1))).toBe('2026-11-23');
  });
});

describe('movedTo', () => {
  it('keeps the time of day the advertiser chose', () => {
    const scheduledAt = dayjs('2026-12-01T09:30:00').valueOf();
    expect(dayjs(movedTo(scheduledAt, dayjs('2026-12-04'))).format('YYYY-MM-DD HH:mm')).toBe(
      '2026-12-04 09:30',
    );
  });
});
