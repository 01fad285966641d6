import { demoLeadActivity, type SeedLead } from './leads';

const now = new Date('2026-06-30T00:00:00Z');
const lead = (status: SeedLead['status'], note: string): SeedLead => ({
  name: 'Ana Ruiz',
  email: 'ana@example.com',
  phone: '+1 555 100 1000',
  emailKey: 'ana@example.com',
  phoneKey: '15551001000',
  nameKey: 'ana ruiz',
  campaignId: 'c1',
  campaignName: 'Spring Sale',
  status,
  note,
  searchTokens: [],
  createdAt: new Date('2026-06-01T00:00:00Z'),
  updatedAt: new Date('2026-06-01T00:00:00Z'),
});
const owner = { uid: 'u1', email: 'premium@demo.test' };

describe('demoLeadActivity', () => {
  it('walks the pipeline to the status, then writes the note, oldest first, after the creation', () => {
    const { entries, updatedAt } = demoLeadActivity(lead('won', 'Signed.'), owner, now);
    expect(entries.map(({ type, from, to, note }) => [type, from, to, note])).toEqual([
      ['status', 'new', 'contacted', null],
      ['status', 'contacted', 'qualified', null],
      ['status', 'qualified', 'won', null],
      ['note', null, null, 'Signed.'],
    ]);
    const times = entries.map((entry) => entry.at.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times[0]).toBeGreaterThan(lead('won', '').createdAt.getTime());
    expect(updatedAt).toEqual(entries.at(-1)?.at);
    expect(entries.every((entry) => entry.by === 'u1' && entry.byEmail === 'premium@demo.test')).toBe(true);
  });

  it('leaves a new lead without a note with no activity and its own dates', () => {
    const fresh = lead('new', '');
    expect(demoLeadActivity(fresh, owner, now)).toEqual({ entries: [], updatedAt: fresh.updatedAt });
  });
});
