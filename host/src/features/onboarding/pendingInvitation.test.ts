import { forgetInvitation, parseInvitation, pendingInvitation } from './pendingInvitation';

describe('invitation links', () => {
  afterEach(() => forgetInvitation());

  it('reads the account and the invitation from the parameter, and nothing else', () => {
    expect(parseInvitation('acct1.inv2')).toEqual({ accountId: 'acct1', invitationId: 'inv2' });
    expect(parseInvitation('acct1')).toBeNull();
    expect(parseInvitation('a.b.c')).toBeNull();
    expect(parseInvitation('a/b.c')).toBeNull();
    expect(parseInvitation(null)).toBeNull();
  });

  it('keeps the link’s invitation for the pages after sign-up, until it is forgotten', () => {
    expect(pendingInvitation('acct1.inv2')).toEqual({ accountId: 'acct1', invitationId: 'inv2' });
    expect(pendingInvitation(null)).toEqual({ accountId: 'acct1', invitationId: 'inv2' });
    forgetInvitation();
    expect(pendingInvitation(null)).toBeNull();
  });
});
