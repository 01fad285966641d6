import { TOKEN_SECRET_PREFIX } from 'functions/src/tooling';
import {
  functionsServiceAccount,
  SECRET_MANAGER_ADMIN,
  samePolicy,
  tokenSecretsCondition,
  tokenSecretsRole,
  tokenSecretsRoleName,
  withTokenSecretsAccess,
  type IamPolicy,
} from './tokenSecretsAccess';

const MEMBER = functionsServiceAccount('123456');
const ROLE = tokenSecretsRoleName('adplatform-prod');
const CONDITION = tokenSecretsCondition('123456');

describe("the functions' Secret Manager access", () => {
  it('is a role with the token store calls only, no admin or listing of other secrets', () => {
    expect(tokenSecretsRole().includedPermissions).toEqual([
      'secretmanager.secrets.create',
      'secretmanager.secrets.delete',
      'secretmanager.versions.access',
      'secretmanager.versions.add',
      'secretmanager.versions.destroy',
      'secretmanager.versions.list',
    ]);
  });

  it("is limited to secrets named with the token store's prefix, by project number", () => {
    expect(CONDITION.expression).toContain(
      `resource.name.startsWith("projects/123456/secrets/${TOKEN_SECRET_PREFIX}")`,
    );
    expect(TOKEN_SECRET_PREFIX).toBe('ad-network-token-');
  });

  it('takes Secret Manager Admin away from the service account and grants the role under the condition', () => {
    const before: IamPolicy = {
      version: 1,
      etag: 'BwX1',
      bindings: [
        { role: SECRET_MANAGER_ADMIN, members: [MEMBER, 'user:owner@example.com'] },
        { role: 'roles/editor', members: [MEMBER] },
      ],
    };
    const after = withTokenSecretsAccess(before, MEMBER, ROLE, CONDITION);
    expect(after).toEqual({
      version: 3,
      etag: 'BwX1',
      bindings: [
        { role: SECRET_MANAGER_ADMIN, members: ['user:owner@example.com'] },
        { role: 'roles/editor', members: [MEMBER] },
        { role: ROLE, members: [MEMBER], condition: CONDITION },
      ],
    });
    expect(samePolicy(before, after)).toBe(false);
  });

  it('replaces an earlier grant of the role, keeps a conditional admin grant, and changes nothing on a second run', () => {
    const before: IamPolicy = {
      version: 3,
      bindings: [
        { role: ROLE, members: [MEMBER], condition: { title: 'old', expression: 'true' } },
        { role: SECRET_MANAGER_ADMIN, members: [MEMBER], condition: { title: 'until', expression: 'false' } },
      ],
    };
    const once = withTokenSecretsAccess(before, MEMBER, ROLE, CONDITION);
    expect(once.bindings).toEqual([
      { role: SECRET_MANAGER_ADMIN, members: [MEMBER], condition: { title: 'until', expression: 'false' } },
      { role: ROLE, members: [MEMBER], condition: CONDITION },
    ]);
    // IAM answers the condition's fields in its own order.
    const stored: IamPolicy = {
      ...once,
      bindings: once.bindings?.map((binding) =>
        binding.condition
          ? {
              ...binding,
              condition: {
                expression: binding.condition.expression,
                title: binding.condition.title,
                description: binding.condition.description,
              },
            }
          : binding,
      ),
    };
    expect(samePolicy(stored, withTokenSecretsAccess(stored, MEMBER, ROLE, CONDITION))).toBe(true);
  });
});
