import { CAMPAIGN_STATUSES, type CampaignStatus } from './campaign';
import { availableActions, hasEnded, statusAfter, type StatusSubject } from './campaignStatus';

const NOW = new Date('2026-06-15T10:00:00Z');
const running = (status: CampaignStatus, extra: Partial<StatusSubject> = {}): StatusSubject => ({
  status,
  startDate: new Date('2026-06-01T00:00:00Z'),
  endDate: null,
  ...extra,
});

describe('statusAfter (docs/product-rules.md §10.1)', () => {
  it.each<[CampaignStatus, string]>([
    ['active', 'paused'],
    ['scheduled', 'paused'],
    ['paused', 'unchanged'],
    ['draft', 'transition'],
    ['completed', 'transition'],
    ['archived', 'archived'],
  ])('pause from %s → %s', (status, expected) => {
    const outcome = statusAfter('pause', running(status), NOW);
    expect(
      outcome.kind === 'applied' ? outcome.status : outcome.kind === 'refused' ? outcome.reason : 'unchanged',
    ).toBe(expected);
  });

  it('resumes a paused campaign to active, or to scheduled before its start', () => {
    expect(statusAfter('resume', running('paused'), NOW)).toEqual({ kind: 'applied', status: 'active' });
    const future = running('paused', { startDate: new Date('2026-07-01T00:00:00Z') });
    expect(statusAfter('resume', future, NOW)).toEqual({ kind: 'applied', status: 'scheduled' });
    expect(statusAfter('resume', running('draft'), NOW)).toEqual({ kind: 'applied', status: 'active' });
  });

  it('refuses to resume a completed campaign, one whose schedule ended, or an archived one', () => {
    expect(statusAfter('resume', running('completed'), NOW)).toEqual({ kind: 'refused', reason: 'ended' });
    const ended = running('paused', { endDate: new Date('2026-06-14T00:00:00Z') });
    expect(statusAfter('resume', ended, NOW)).toEqual({ kind: 'refused', reason: 'ended' });
    expect(statusAfter('resume', running('archived'), NOW)).toEqual({ kind: 'refused', reason: 'archived' });
  });

  it('runs through the whole last day of the schedule', () => {
    const lastDay = running('paused', { endDate: new Date('2026-06-15T00:00:00Z') });
    expect(hasEnded(lastDay, NOW)).toBe(false);
    expect(hasEnded(lastDay, new Date('2026-06-16T00:00:00Z'))).toBe(true);
  });

  it.each(CAMPAIGN_STATUSES.filter((status) => status !== 'archived'))('archives a %s campaign', (status) => {
    expect(statusAfter('archive', running(status), NOW)).toEqual({ kind: 'applied', status: 'archived' });
  });

  it.each<[CampaignStatus, CampaignStatus]>([
    ['active', 'paused'],
    ['paused', 'paused'],
    ['scheduled', 'scheduled'],
    ['draft', 'draft'],
    ['completed', 'completed'],
  ])('restores a campaign archived while %s as %s', (before, after) => {
    const archived = running('archived', { statusBeforeArchive: before });
    expect(statusAfter('restore', archived, NOW)).toEqual({ kind: 'applied', status: after });
  });

  it('restores a campaign whose schedule ended while archived as completed', () => {
    const archived = running('archived', {
      statusBeforeArchive: 'paused',
      endDate: new Date('2026-06-10T00:00:00Z'),
    });
    expect(statusAfter('restore', archived, NOW)).toEqual({ kind: 'applied', status: 'completed' });
    expect(statusAfter('restore', running('active'), NOW)).toEqual({ kind: 'unchanged' });
  });

  it('offers only the actions the server applies', () => {
    expect(availableActions(running('active'), NOW)).toEqual(['pause', 'archive']);
    expect(availableActions(running('paused'), NOW)).toEqual(['resume', 'archive']);
    expect(availableActions(running('completed'), NOW)).toEqual(['archive']);
    expect(availableActions(running('archived', { statusBeforeArchive: 'active' }), NOW)).toEqual([
      'restore',
    ]);
  });
});
