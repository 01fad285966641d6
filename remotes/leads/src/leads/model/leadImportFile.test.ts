import { guessMapping, LEAD_IMPORT_ROWS_MAX } from '@adplatform/lead-model/import';
import { mappedRows, readLeadFile, skippedRowsCsv } from './leadImportFile';

describe('reading a lead file', () => {
  it('reads headers and rows, skipping blank lines and a byte-order mark', () => {
    const file = readLeadFile(
      'a.csv',
      '\uFEFFFull name,E-mail,Phone\nAna López,ana@example.com,600111222\n\n"Smith, Ben",ben@example.com,\n',
    );
    expect(file).toEqual({
      name: 'a.csv',
      headers: ['Full name', 'E-mail', 'Phone'],
      records: [
        { 'Full name': 'Ana López', 'E-mail': 'ana@example.com', Phone: '600111222' },
        { 'Full name': 'Smith, Ben', 'E-mail': 'ben@example.com', Phone: '' },
      ],
    });
    if (typeof file === 'string') throw new Error(file);
    expect(mappedRows(file, guessMapping(file.headers))).toEqual([
      { row: 1, name: 'Ana López', email: 'ana@example.com', phone: '600111222', note: '' },
      { row: 2, name: 'Smith, Ben', email: 'ben@example.com', phone: '', note: '' },
    ]);
  });

  it('refuses a file with no rows, and one over the limit', () => {
    expect(readLeadFile('a.csv', 'name,email\n')).toBe('empty');
    expect(readLeadFile('a.csv', '')).toBe('noHeaders');
    const big = `name,email\n${'Ana,ana@example.com\n'.repeat(LEAD_IMPORT_ROWS_MAX + 1)}`;
    expect(readLeadFile('a.csv', big)).toBe('tooManyRows');
  });
});

describe('the report of skipped rows', () => {
  it('lists each skipped row with its reason, formulas escaped', () => {
    const csv = skippedRowsCsv(
      [
        { row: 1, name: 'Ana', email: 'ana@example.com', skip: null, of: null },
        { row: 2, name: '=HYPERLINK("x")', email: 'x', skip: 'emailInvalid', of: null },
      ],
      { row: 'Row', name: 'Name', email: 'E-mail', reason: 'Reason' },
      (verdict) => `because ${verdict.skip}`,
    );
    expect(csv.split('\r\n')).toEqual([
      'Row,Name,E-mail,Reason',
      `2,"'=HYPERLINK(""x"")",x,because emailInvalid`,
    ]);
  });
});
