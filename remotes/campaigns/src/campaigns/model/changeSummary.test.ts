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
});
