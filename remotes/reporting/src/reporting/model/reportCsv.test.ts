import Papa from 'papaparse';
import { fromTuple, ZERO_TOTALS } from '@adplatform/delivery-metrics';
import type { Report } from './report';
import { comparisonSection, csvCell, pivotSection, reportToCsv, withSections } from './reportCsv';

const LABELS = {
  campaign: 'Campaign',
  column: (column: string) => column.toUpperCase(),
  total: 'Total',
};

describe('reportToCsv', () => {
  it('writes one row per campaign and a totals row, money in major units with its currency', () => {
    const a = fromTuple([10_000, 8_000, 250, 12_345, 5, 50_000]);
    const b = fromTuple([0, 0, 0, 0, 0, 0]);
    const csv = reportToCsv(
      [
        { key: 'a', name: 'Spring, "US"', totals: a },
        { key: 'b', name: 'Idle', totals: b },
      ],
      a,
      'USD',
      LABELS,
    );
    const rows = Papa.parse<string[]>(csv).data;
    expect(rows[0]).toEqual([
      'Campaign',
      'IMPRESSIONS',
      'REACH',
      'CLICKS',
      'CTR',
      'SPEND (USD)',
      'CPC (USD)',
      'CPM (USD)',
      'CONVERSIONS',
      'COSTPERCONVERSION (USD)',
      'REVENUE (USD)',
      'ROAS',
    ]);
    expect(rows[1]).toEqual([
      'Spring, "US"',
      '10000',
      '8000',
      '250',
      '2.5000',
      '123.45',
      '0.49',
      '12.35',
      '5',
      '24.69',
      '500.00',
      '4.0502',
    ]);
    expect(rows[2]).toEqual(['Idle', '0', '0', '0', '', '0.00', '', '', '0', '', '0.00', '']);
    expect(rows[3]?.[0]).toBe('Total');
    // Reach is not added up across campaigns: the totals row leaves it empty.
    expect(rows[3]?.[2]).toBe('');
    expect(rows[3]?.[1]).toBe('10000');
    expect(rows).toHaveLength(4);
  });

  it('escapes a campaign name a spreadsheet would run as a formula', () => {
    const csv = reportToCsv(
      [{ key: 'a', name: "=cmd|' /C calc'!A0", totals: ZERO_TOTALS }],
      ZERO_TOTALS,
      'USD',
      LABELS,
    );
    expect(Papa.parse<string[]>(csv).data[1]?.[0]).toBe("'=cmd|' /C calc'!A0");
  });
});

describe('csvCell', () => {
  it('uses the currency’s own decimals', () => {
    expect(csvCell({ ...ZERO_TOTALS, spendMinor: 1500 }, 'spend', 'JPY')).toBe('1500');
    expect(csvCell({ ...ZERO_TOTALS, spendMinor: 1500 }, 'spend', 'EUR')).toBe('15.00');
  });
});

describe('the report CSV’s other tables', () => {
  const a = fromTuple([10_000, 8_000, 250, 12_345, 5, 50_000]);

  it('follows the campaigns’ table, each after an empty line with its title', () => {
    const campaigns = reportToCsv([{ key: 'a', name: 'Alpha', totals: a }], a, 'USD', LABELS);
    const pivot = pivotSection(
      {
        title: 'Campaigns by gender',
        rowsTitle: 'Campaign',
        rows: [{ name: 'Alpha', cells: { female: a } }],
        values: [
          { key: 'female', label: 'Female' },
          { key: 'male', label: 'Male' },
        ],
      },
      'spend',
      'USD',
    );
    const rows = Papa.parse<string[]>(withSections(campaigns, [pivot])).data;
    expect(rows.slice(3)).toEqual([
      [''],
      ['Campaigns by gender'],
      ['Campaign', 'Female', 'Male'],
      ['Alpha', '123.45', '0.00'],
    ]);
  });

  it('compares each KPI with each period, empty where a period had no delivery or reach is not additive', () => {
    const b = fromTuple([5_000, 4_000, 100, 6_000, 2, 10_000]);
    const report = {
      currency: 'USD',
      totals: a,
      campaigns: [
        { key: 'a', name: 'Alpha', totals: a },
        { key: 'b', name: 'Beta', totals: ZERO_TOTALS },
      ],
      compared: [
        { comparison: 'previous', totals: b, hasData: true },
        { comparison: 'lastYear', totals: ZERO_TOTALS, hasData: false },
      ],
    } as unknown as Report;
    const section = comparisonSection('Periods compared', report, {
      metric: 'Metric',
      current: 'This period',
      compared: (index) => `Period ${index + 1}`,
      change: 'Change (%)',
      kpi: (key) => key,
    });
    expect(section.fields).toEqual([
      'Metric',
      'This period',
      'Period 1',
      'Change (%)',
      'Period 2',
      'Change (%)',
    ]);
    const byKpi = new Map(section.rows.map((row) => [row[0], row]));
    expect(byKpi.get('spend')).toEqual(['spend', '123.45', '60.00', '105.75', '', '']);
    expect(byKpi.get('reach')).toEqual(['reach', '', '', '', '', '']);
  });
});
