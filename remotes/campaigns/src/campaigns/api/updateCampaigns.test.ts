import { callFunction } from 'shared-auth';
import { PartlyAppliedError, updateMatchingCampaigns } from './updateCampaigns';

jest.mock('shared-auth', () => ({ callFunction: jest.fn() }));

const pause = { kind: 'status', action: 'pause' } as const;
const unavailable = Object.assign(new Error('unavailable'), { code: 'functions/unavailable' });

describe('updateMatchingCampaigns', () => {
  beforeEach(() => jest.mocked(callFunction).mockReset());

  it('goes call after call until the server says every match is done', async () => {
    jest
      .mocked(callFunction)
      .mockResolvedValueOnce({ results: [{ id: 'a', outcome: 'applied' }], resumeAfter: 'a' })
      .mockResolvedValueOnce({ results: [{ id: 'b', outcome: 'unchanged' }], resumeAfter: null });
    const progress = jest.fn();
    const results = await updateMatchingCampaigns({ status: 'all', search: '' }, pause, progress);
    expect(results.map(({ id }) => id)).toEqual(['a', 'b']);
    expect(progress.mock.calls).toEqual([[1], [2]]);
    expect(jest.mocked(callFunction).mock.calls[1]?.[1]).toMatchObject({ after: 'a' });
  });

  it('says a failure after some calls was partly applied, and a first one as it came', async () => {
    jest
      .mocked(callFunction)
      .mockResolvedValueOnce({ results: [{ id: 'a', outcome: 'applied' }], resumeAfter: 'a' })
      .mockRejectedValueOnce(unavailable);
    const later = updateMatchingCampaigns({ status: 'all', search: '' }, pause, () => undefined);
    await expect(later).rejects.toBeInstanceOf(PartlyAppliedError);
    await expect(later).rejects.toMatchObject({ answered: 1, code: 'functions/unavailable' });

    jest.mocked(callFunction).mockRejectedValueOnce(unavailable);
    await expect(updateMatchingCampaigns({ status: 'all', search: '' }, pause, () => undefined)).rejects.toBe(
      unavailable,
    );
  });
});
