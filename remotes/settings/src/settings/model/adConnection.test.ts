import { toAdConnection } from './adConnection';

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
    });
    expect(toAdConnection({ ...DOCUMENT, tokenExpiresAt: null })?.tokenExpiresAt).toBeNull();
  });

  it('refuses a document of another shape', () => {
    expect(toAdConnection({ ...DOCUMENT, network: 'myspace' })).toBeNull();
    expect(toAdConnection({ ...DOCUMENT, adAccounts: [{ id: 'act_1' }] })).toBeNull();
    expect(toAdConnection(null)).toBeNull();
  });
});
