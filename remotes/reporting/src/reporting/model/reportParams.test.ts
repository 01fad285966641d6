import { parseReportParams, toSearchParams } from './reportParams';

const TODAY = '2026-03-15';
const parse = (query: string) => parseReportParams(new URLSearchParams(query), TODAY);

describe('parseReportParams', () => {
  it('defaults to spend by day over the last 30 days, by campaign', () => {
    expect(parse('')).toEqual({
      preset: 'last30',
      range: { from: '2026-02-13', to: '2026-03-14' },
      campaignId: null,
      metric: 'spend',
      interval: 'day',
      breakdown: 'campaign',
      compare: ['previous'],
      pivotRows: 'campaign',
      pivot: 'country',
    });
  });

  it('reads a pivot of two audience dimensions, never one crossed with itself', () => {
    expect(parse('pivotRows=age&pivot=gender')).toMatchObject({ pivotRows: 'age', pivot: 'gender' });
    expect(parse('pivotRows=gender&pivot=gender')).toMatchObject({ pivotRows: 'campaign', pivot: 'gender' });
    expect(parse('pivotRows=planet')).toMatchObject({ pivotRows: 'campaign', pivot: 'country' });
  });

  it('reads a custom range and the chart choices', () => {
    const params = parse(
      'range=custom&from=2026-01-01&to=2026-01-31&campaign=abc123&metric=ctr&interval=week&breakdown=country',
    );
    expect(params).toMatchObject({
      preset: 'custom',
      range: { from: '2026-01-01', to: '2026-01-31' },
      campaignId: 'abc123',
      metric: 'ctr',
      interval: 'week',
      breakdown: 'country',
    });
  });

  it('falls back to the defaults on anything it cannot trust', () => {
    const params = parse('range=forever&metric=profit&interval=hour&breakdown=planet&campaign=../x');
    expect(params).toMatchObject({
      preset: 'last30',
      metric: 'spend',
      interval: 'day',
      breakdown: 'campaign',
    });
    expect(params.campaignId).toBeNull();
    expect(parse('range=custom&from=2026-02-30&to=2026-03-01').preset).toBe('last30');
    expect(parse('range=custom&from=2026-03-10&to=2026-03-01').preset).toBe('last30');
    expect(parse('range=custom&from=2024-01-01&to=2026-01-01').preset).toBe('last30');
  });
});

describe('toSearchParams', () => {
  it('round-trips through the URL', () => {
    const params = parse(
      'range=custom&from=2026-01-01&to=2026-01-31&campaign=abc&metric=roas&interval=month&compare=lastYear,2025-10-01&pivotRows=device&pivot=age',
    );
    expect(params.pivotRows).toBe('device');
    expect(params.compare).toEqual(['lastYear', '2025-10-01']);
    expect(parseReportParams(toSearchParams(params), TODAY)).toEqual(params);
    expect(toSearchParams(parse('range=last7')).toString()).toBe('range=last7');
  });
});
