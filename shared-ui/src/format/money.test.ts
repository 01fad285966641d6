import { formatDate, formatMoney, prepareMoneyFormat } from './money';

describe('formatMoney', () => {
  it('formats cents of USD in en-us', () => {
    expect(formatMoney(1999, 'USD', 'en-us')).toBe('$19.99');
  });
  it('formats cents of EUR in es-es', () => {
    expect(formatMoney(123456, 'EUR', 'es-es').replace(/\s/g, ' ')).toBe('1234,56 €');
  });
  it('uses the currency minor digits (JPY has none)', () => {
    expect(formatMoney(500, 'JPY', 'en-us')).toBe('¥500');
  });
});

describe('formatDate', () => {
  it('gives a dash for missing or invalid dates', () => {
    expect(formatDate(null, 'en-us')).toBe('—');
    expect(formatDate('not a date', 'en-us')).toBe('—');
  });
  it('formats an ISO date in the locale', () => {
    expect(formatDate('2026-03-05T12:00:00Z', 'en-us')).toBe('Mar 5, 2026');
  });
});

describe('prepareMoneyFormat', () => {
  it('builds the format in a task of its own, not in the caller', () => {
    jest.useFakeTimers();
    const made = jest.spyOn(Intl, 'NumberFormat');
    try {
      prepareMoneyFormat('en-gb', 'GBP');
      expect(made).not.toHaveBeenCalled();
      jest.runAllTimers();
      expect(made).toHaveBeenCalledWith('en-gb', { style: 'currency', currency: 'GBP' });
      // Kept: the screen's own format is the one built ahead.
      made.mockClear();
      expect(formatMoney(250, 'GBP', 'en-gb')).toBe('£2.50');
      expect(made).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
      jest.useRealTimers();
    }
  });
});
