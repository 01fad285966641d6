import { canWriteAccountData, isMemberRole, manageableRoles, MEMBER_ROLES } from './members';

describe('member roles', () => {
  it('lets owners and admins write, analysts only read', () => {
    expect(MEMBER_ROLES.filter(canWriteAccountData)).toEqual(['owner', 'admin']);
  });

  it('lets an owner manage every role, an admin admins and analysts, an analyst none', () => {
    expect(manageableRoles('owner')).toEqual(['owner', 'admin', 'analyst']);
    expect(manageableRoles('admin')).toEqual(['admin', 'analyst']);
    expect(manageableRoles('analyst')).toEqual([]);
  });

  it('knows its roles and nothing else', () => {
    expect(isMemberRole('admin')).toBe(true);
    expect(isMemberRole('Admin')).toBe(false);
    expect(isMemberRole(null)).toBe(false);
  });
});
