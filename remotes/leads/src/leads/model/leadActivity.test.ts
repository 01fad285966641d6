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
    });
    expect(toLeadActivity('a2', { type: 'note', from: null, to: null, note: '', ...who })).toMatchObject({
      type: 'note',
      note: '',
    });
  });

  it.each([
    ['a status change without its statuses', { type: 'status', from: null, to: 'won', note: null, ...who }],
    ['a note without its text', { type: 'note', from: null, to: null, note: null, ...who }],
    ['an unknown status', { type: 'status', from: 'new', to: 'archived', note: null, ...who }],
    ['no author', { type: 'note', from: null, to: null, note: 'x', at }],
  ])('skips %s', (_, data) => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(toLeadActivity('bad', data)).toBeNull();
  });
});
