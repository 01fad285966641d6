import { notify } from 'shared-auth';
import { PartlyAppliedError, type ChangeSender } from '../api/updateCampaigns';
import type { CampaignRow } from '../model/campaignRow';
import { runChange, type ChangeContext } from './runChange';

jest.mock('shared-auth', () => ({
  notify: jest.fn(),
  i18n: { getFixedT: () => (key: string) => key },
}));

const context = (): ChangeContext & { reload: jest.Mock } => ({
  rows: () => [] as CampaignRow[],
  author: { uid: 'u1', name: 'Ana', at: new Date('2026-12-01T10:00:00Z') },
  updatePatches: () => undefined,
  markPending: () => undefined,
  reload: jest.fn(),
});

const pause = { kind: 'status', action: 'pause' } as const;

describe('runChange after a failure', () => {
  beforeEach(() => jest.mocked(notify).mockClear());

  it('reads the list again when the change failed after some of its calls, and says it failed', async () => {
    const list = context();
    const failedLater: ChangeSender = () =>
      Promise.reject(new PartlyAppliedError({ code: 'functions/unavailable' }, 500));
    expect(await runChange(list, ['c1'], pause, failedLater)).toBeNull();
    expect(list.reload).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith({ type: 'error', message: 'changes.failed' });
  });

  it('reads nothing again when the first call failed: nothing was applied', async () => {
    const list = context();
    const refused: ChangeSender = () =>
      Promise.reject(Object.assign(new Error('no'), { code: 'functions/permission-denied' }));
    expect(await runChange(list, ['c1'], pause, refused)).toBeNull();
    expect(list.reload).not.toHaveBeenCalled();
    expect(notify).toHaveBeenCalledWith({ type: 'error', message: 'changes.notAllowed' });
  });
});
