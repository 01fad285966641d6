import { syncing, tokenExpiring, toAdConnection } from './adConnection';

const at = (iso: string) => ({ toDate: () => new Date(iso) });
const DOCUMENT = {
  network: 'meta',
  status: 'connected',
  connectedBy: 'u1',
  connectedByEmail: 'ana@example.com',
  connectedAt: at('2026-11-27T10:00:00Z'),
  tokenExpiresAt: at('2027-01-26T10:00:00Z'),
  adAccounts: [{ id: 'act_1', name: 'Shoes', currency: 'EUR', timeZone: 'Europe/Madrid', deliverable: true }],
  chosenAccountIds: ['act_1'],
  lastSyncedAt: null,
  problem: null,
};

describe('an ad network connection as settings shows it', () => {
  it('reads the connection document, dates as dates', () => {
    expect(toAdConnection(DOCUMENT)).toEqual({
      network: 'meta',
      status: 'connected',
      connectedByEmail: 'ana@example.com',
      connectedAt: new Date('2026-11-27T10:00:00Z'),
      tokenExpiresAt: new Date('2027-01-26T10:00:00Z'),
      adAccounts: DOCUMENT.adAccounts,
      chosenAccountIds: ['act_1'],
      lastSyncedAt: null,
      features: [],
      problem: null,
      resumesAfter: null,
      syncingUntil: null,
    });
    expect(toAdConnection({ ...DOCUMENT, tokenExpiresAt: null })?.tokenExpiresAt).toBeNull();
  });

  it('keeps the features the person allowed, and skips one this page does not know', () => {
    expect(toAdConnection({ ...DOCUMENT, features: ['leadForms', 'holograms'] })?.features).toEqual([
      'leadForms',
    ]);
  });

  it('says when it last synced, what waits on the network, and why it must be connected again', () => {
    const synced = toAdConnection({
      ...DOCUMENT,
      lastSyncedAt: at('2026-11-28T09:00:00Z'),
      syncs: {
        act_1: { outcome: 'paused', at: at('2026-11-28T09:00:00Z'), resumeAfter: at('2026-11-28T09:10:00Z') },
        act_2: { outcome: 'synced', at: at('2026-11-28T09:00:00Z'), resumeAfter: null },
      },
    });
    expect(synced?.lastSyncedAt).toEqual(new Date('2026-11-28T09:00:00Z'));
    expect(synced?.resumesAfter).toEqual(new Date('2026-11-28T09:10:00Z'));
    expect(synced?.syncingUntil).toBeNull();
    const running = toAdConnection({
      ...DOCUMENT,
      syncs: {
        act_1: { outcome: 'syncing', at: at('2026-11-28T09:00:00Z'), until: at('2026-11-28T09:10:00Z') },
      },
    })!;
    expect(running.syncingUntil).toEqual(new Date('2026-11-28T09:10:00Z'));
    expect(syncing(running, new Date('2026-11-28T09:05:00Z'))).toBe(true);
    // A run that stopped without a word no longer counts once its hold is over.
    expect(syncing(running, new Date('2026-11-28T09:11:00Z'))).toBe(false);
    expect(toAdConnection({ ...DOCUMENT, status: 'reconnect', problem: 'permissionRevoked' })?.problem).toBe(
      'permissionRevoked',
    );
    expect(toAdConnection({ ...DOCUMENT, status: 'reconnect', problem: 'tokenExpired' })?.problem).toBe(
      'tokenExpired',
    );
  });

  it('refuses a document of another shape', () => {
    expect(toAdConnection({ ...DOCUMENT, network: 'myspace' })).toBeNull();
    expect(toAdConnection({ ...DOCUMENT, adAccounts: [{ id: 'act_1' }] })).toBeNull();
    expect(toAdConnection(null)).toBeNull();
  });

  it('asks to reconnect in the last week of a token, and never for one without an end or a broken one', () => {
    const connection = toAdConnection(DOCUMENT)!;
    expect(tokenExpiring(connection, new Date('2027-01-19T09:00:00Z'))).toBe(false);
    expect(tokenExpiring(connection, new Date('2027-01-19T11:00:00Z'))).toBe(true);
    expect(tokenExpiring({ ...connection, tokenExpiresAt: null }, new Date('2027-01-26T09:00:00Z'))).toBe(
      false,
    );
    expect(tokenExpiring({ ...connection, problem: 'tokenExpired' }, new Date('2027-01-26T09:00:00Z'))).toBe(
      false,
    );
  });
});
