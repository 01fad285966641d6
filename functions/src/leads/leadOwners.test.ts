import { ownersInTurn } from './leadOwners';

const OWNERS = [
  { uid: 'holder', email: 'holder@example.com', name: 'Hal Holder' },
  { uid: 'ada', email: 'ada@example.com', name: null },
  { uid: 'bo', email: 'bo@example.com', name: 'Bo' },
];

describe('round-robin lead owners', () => {
  it('assigns in turn after the one assigned last, wrapping round', () => {
    const { assigned, last } = ownersInTurn(OWNERS, 'ada', 4);
    expect(assigned.map((owner) => owner.uid)).toEqual(['bo', 'holder', 'ada', 'bo']);
    expect(last).toBe('bo');
  });

  it('starts from the first when none was assigned or the last one has left', () => {
    expect(ownersInTurn(OWNERS, null, 2).assigned.map((owner) => owner.uid)).toEqual(['holder', 'ada']);
    expect(ownersInTurn(OWNERS, 'gone', 1).assigned.map((owner) => owner.uid)).toEqual(['holder']);
  });

  it('assigns nothing without leads or people', () => {
    expect(ownersInTurn(OWNERS, 'ada', 0)).toEqual({ assigned: [], last: 'ada' });
    expect(ownersInTurn([], null, 3)).toEqual({ assigned: [], last: null });
  });
});
