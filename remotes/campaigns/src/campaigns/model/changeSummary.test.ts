import { changeSummary } from './changeSummary';

const t = (key: string, options?: Record<string, unknown>) =>
  `${key}${options ? JSON.stringify(options) : ''}`;
const names = new Map([
  ['a', 'Alpha'],
  ['b', 'Beta'],
]);

describe('changeSummary (docs/product-rules.md §10.1)', () => {
  it('says nothing of one switch, budget or name that applied', () => {
    expect(
      changeSummary({ kind: 'status', action: 'pause' }, [{ id: 'a', outcome: 'applied' }], names, t),
    ).toBeNull();
    expect(
      changeSummary({ kind: 'budget', amountMinor: 500 }, [{ id: 'a', outcome: 'applied' }], names, t),
    ).toBeNull();
  });

  it('counts a bulk change, archives and copies', () => {
    const results = [
      { id: 'a', outcome: 'applied' as const },
      { id: 'b', outcome: 'unchanged' as const },
    ];
    expect(changeSummary({ kind: 'status', action: 'pause' }, results, names, t)).toEqual({
      type: 'success',
      message: 'changes.done.pause{"count":2}',
    });
    expect(changeSummary({ kind: 'duplicate' }, results.slice(0, 1), names, t)?.message).toBe(
      'changes.done.duplicate{"count":1}',
    );
  });

  it('names each refused campaign with its reason', () => {
    const summary = changeSummary(
      { kind: 'status', action: 'resume' },
      [
        { id: 'a', outcome: 'applied' },
        { id: 'b', outcome: 'refused', reason: 'ended' },
        { id: 'zz', outcome: 'refused', reason: 'notFound' },
      ],
      names,
      t,
    );
    expect(summary).toEqual({
      type: 'warning',
      message: 'changes.partial{"applied":1,"refused":2}',
      description: 'Beta: refusal.ended\nzz: refusal.notFound',
    });
  });

  it('tells a network’s refusal in the network’s own words', () => {
    const summary = changeSummary(
      { kind: 'budget', amountMinor: 200 },
      [
        {
          id: 'b',
          outcome: 'refused',
          reason: 'networkRefused',
          networkMessage: 'The minimum is $5.00 a day.',
        },
      ],
      names,
      t,
    );
    expect(summary?.description).toBe(
      'Beta: refusal.networkRefused{"message":"The minimum is $5.00 a day."}',
    );
  });
});
