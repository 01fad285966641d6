import { toLeadActivity } from './leadActivity';

const at = { toDate: () => new Date('2026-06-01T10:00:00Z') };
const who = { by: 'alice', byEmail: 'alice@example.com', at };

describe('toLeadActivity', () => {
  it('reads a status change and a note', () => {
    expect(
      toLeadActivity('a1', { type: 'status', from: 'lost', to: 'contacted', note: null, ...who }),
    ).toEqual({
      id: 'a1',
      type: 'status',
      from: 'lost',
      to: 'contacted',
      by: 'alice',
      byEmail: 'alice@example.com',
      at: new Date('2026-06-01T10:00:00Z'),
      fromMerged: false,
    });
    expect(toLeadActivity('a2', { type: 'note', from: null, to: null, note: '', ...who })).toMatchObject({
      type: 'note',
      note: '',
    });
  });

  it('reads a merge, and marks an entry moved from a merged duplicate', () => {
    const merged = { name: 'Rosa B.', email: 'rosa@example.com', campaignName: 'Spring', status: 'new' };
    expect(
      toLeadActivity('m1', { type: 'merge', from: null, to: null, note: null, merged, ...who }),
    ).toMatchObject({
      type: 'merge',
      merged: { name: 'Rosa B.', email: 'rosa@example.com' },
      fromMerged: false,
    });
    expect(
      toLeadActivity('n1', { type: 'note', from: null, to: null, note: 'Hi', mergedFrom: 'l2', ...who }),
    ).toMatchObject({ type: 'note', fromMerged: true });
  });

  it.each([
    ['a merge without what it merged', { type: 'merge', from: null, to: null, note: null, ...who }],
    ['a status change without its statuses', { type: 'status', from: null, to: 'won', note: null, ...who }],
    ['a note without its text', { type: 'note', from: null, to: null, note: null, ...who }],
    ['an unknown status', { type: 'status', from: 'new', to: 'archived', note: null, ...who }],
    ['no author', { type: 'note', from: null, to: null, note: 'x', at }],
  ])('skips %s', (_, data) => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(toLeadActivity('bad', data)).toBeNull();
  });
});
