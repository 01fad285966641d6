import { ZERO_TOTALS } from '@adplatform/delivery-metrics';
import { reportPdf } from './reportFile';

const lines = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    name: `Campaign ${index + 1} – Prospecting 🚀`,
    totals: { ...ZERO_TOTALS, impressions: 1000 * (index + 1), clicks: 10 * (index + 1), spendMinor: 12_345 },
  }));

const pagesOf = (pdf: Uint8Array): number =>
  (
    Buffer.from(pdf)
      .toString('latin1')
      .match(/\/Type \/Page\b/g) ?? []
  ).length;

describe('a sent report as a PDF', () => {
  it('is a PDF titled after the schedule, with a page for the first lines', async () => {
    const pdf = await reportPdf(lines(3), 'USD', 'en-us', { title: 'Weekly sales', period: '1–7 Dec 2026' });
    const text = Buffer.from(pdf).toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    // The document's title, in its information dictionary.
    expect(text).toContain('(Weekly sales)');
    expect(pagesOf(pdf)).toBe(1);
  });

  it('takes as many landscape pages as its lines need', async () => {
    const pdf = await reportPdf(lines(80), 'EUR', 'es-es', { title: 'Informe', period: 'diciembre' });
    expect(pagesOf(pdf)).toBe(3);
    expect(Buffer.from(pdf).toString('latin1')).toContain('/MediaBox [0 0 842 595]');
  });
});
