import Papa from 'papaparse';
import type { Lead } from './lead';
import { leadSearchKey } from './lead';
import { leadsToCsv, type LeadCsvLabels } from './leadCsv';

const labels: LeadCsvLabels = {
  name: 'Name',
  email: 'E-mail',
  phone: 'Phone',
  campaign: 'Source campaign',
  status: 'Status',
  owner: 'Owner',
  note: 'Note',
  created: 'Created',
  duplicate: 'Duplicate',
  statusLabel: (status) => status.toUpperCase(),
  yes: 'Yes',
};

const lead = (overrides: Partial<Lead>): Lead => ({
  id: 'l1',
  name: 'Ana López',
  email: 'ana@example.com',
  emailKey: 'ana@example.com',
  phone: '+1 555 123 4567',
  campaignId: 'c1',
  source: 'campaign',
  company: '',
  answers: [],
  ownerUid: null,
  ownerEmail: null,
  ownerName: null,
  campaignName: 'Spring Sale – US Feed',
  status: 'qualified',
  note: 'Call back, "urgent", on Tuesday',
  createdAt: new Date('2026-10-05T14:00:00Z'),
  duplicate: false,
  ...overrides,
});

describe('leadsToCsv', () => {
  it('writes translated headers and one row per lead, quoting what needs it', () => {
    const csv = leadsToCsv(
      [
        lead({ ownerUid: 'u1', ownerEmail: 'adam@example.com', ownerName: 'Adam Admin' }),
        lead({
          id: 'l2',
          name: 'Ben',
          duplicate: true,
          note: '',
          ownerUid: 'u2',
          ownerEmail: 'eve@example.com',
        }),
        lead({ id: 'l3', name: 'Cy' }),
      ],
      labels,
    );
    const parsed = Papa.parse<string[]>(csv).data;
    expect(parsed[0]).toEqual([
      'Name',
      'E-mail',
      'Phone',
      'Source campaign',
      'Status',
      'Owner',
      'Note',
      'Created',
      'Duplicate',
    ]);
    expect(parsed[1]).toEqual([
      'Ana López',
      'ana@example.com',
      // A leading + would run as a formula: escaped like any other.
      "'+1 555 123 4567",
      'Spring Sale – US Feed',
      'QUALIFIED',
      // The owner by name where their account gives one, else by address; nobody, empty.
      'Adam Admin',
      'Call back, "urgent", on Tuesday',
      '2026-10-05',
      '',
    ]);
    expect(parsed[2]?.[5]).toBe('eve@example.com');
    expect(parsed[2]?.[8]).toBe('Yes');
    expect(parsed[3]?.[5]).toBe('');
  });

  it('writes only the headers for no leads', () => {
    expect(Papa.parse<string[]>(leadsToCsv([], labels), { skipEmptyLines: true }).data).toEqual([
      ['Name', 'E-mail', 'Phone', 'Source campaign', 'Status', 'Owner', 'Note', 'Created', 'Duplicate'],
    ]);
  });
});

describe('leadSearchKey', () => {
  it('keeps a whole e-mail address whole', () => {
    expect(leadSearchKey(' Ana@Example.com ')).toBe('ana@example.com');
  });
  it('takes the first word of a name', () => {
    expect(leadSearchKey('López Ana')).toBe('lópez');
  });

  it('escapes what a spreadsheet would run as a formula, in any column', () => {
    const csv = leadsToCsv(
      [
        lead({
          name: '@SUM(A1:A9)',
          note: '=HYPERLINK("https://evil.example","Click")',
          campaignName: '-2+3',
        }),
      ],
      labels,
    );
    const [, row] = Papa.parse<string[]>(csv).data;
    expect(row?.[0]).toBe("'@SUM(A1:A9)");
    expect(row?.[3]).toBe("'-2+3");
    expect(row?.[6]).toBe('\'=HYPERLINK("https://evil.example","Click")');
  });

  it('escapes a formula whose cell spans lines, and full-width formula signs', () => {
    const csv = leadsToCsv(
      [lead({ name: '=HYPERLINK("https://evil.example","Click")\nAna', note: '＝1+1' })],
      labels,
    );
    const [, row] = Papa.parse<string[]>(csv).data;
    expect(row?.[0]).toBe('\'=HYPERLINK("https://evil.example","Click")\nAna');
    expect(row?.[6]).toBe("'＝1+1");
  });
});
