import Papa from 'papaparse';
import { toCsv } from './index';

/** The cells of the CSV's one data row, as a spreadsheet would read them. */
function cellsOf(cells: readonly (string | number | null)[]): string[] {
  const parsed = Papa.parse<string[]>(
    toCsv(
      cells.map((_, index) => `c${index}`),
      [cells],
    ),
  );
  return parsed.data[1] ?? [];
}

describe('toCsv', () => {
  it.each([
    ['a formula', '=1+1'],
    ['a formula that spans lines', '=HYPERLINK("http://x.example","click")\nmore text'],
    ['a formula after a carriage return and a line', '+cmd|"/c calc"!A1\r\nmore'],
    ['a plus', '+1'],
    ['a minus', '-1+cmd'],
    ['an at sign', '@SUM(A1)'],
    ['a tab', '\t=1'],
    ['a carriage return', '\r=1'],
    ['a line feed', '\n=1'],
    ['a full-width equals sign', '＝1+1'],
    ['a full-width plus', '＋1'],
    ['a full-width minus', '－1'],
    ['a full-width at sign', '＠SUM(A1)'],
  ])('escapes %s with a leading quote', (_, text) => {
    expect(cellsOf([text])).toEqual([`'${text}`]);
  });

  it('leaves text that starts otherwise, numbers and empty cells as they are', () => {
    expect(cellsOf(['Summer sale', 'a=b', ' x\n=1', -5, null])).toEqual([
      'Summer sale',
      'a=b',
      ' x\n=1',
      '-5',
      '',
    ]);
  });

  it('writes the header and every row, quoting what needs it', () => {
    expect(
      toCsv(
        ['Name', 'Note'],
        [
          ['Ann', 'says "hi", twice'],
          ['Bo', ''],
        ],
      ),
    ).toBe('Name,Note\r\nAnn,"says ""hi"", twice"\r\nBo,');
  });
});
