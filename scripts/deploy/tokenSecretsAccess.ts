import { TOKEN_SECRET_PREFIX, type SecretClient } from 'functions/src/tooling';

/**
 * The functions' access to Secret Manager, as narrow as their token store needs
 * (docs/decisions/0047-token-secrets-access.md): a custom role with exactly the calls the store makes,
 * granted to the functions' service account on the token secrets only. Pure: the deploy applies it
 * (`projectIam.ts`), the dry run and the unit tests check it.
 */

/** The IAM permission each call of the token store needs (Secret Manager's access control reference). */
export const TOKEN_STORE_PERMISSIONS: Readonly<Record<keyof SecretClient, string>> = {
  createSecret: 'secretmanager.secrets.create',
  addSecretVersion: 'secretmanager.versions.add',
  accessSecretVersion: 'secretmanager.versions.access',
  listSecretVersions: 'secretmanager.versions.list',
  destroySecretVersion: 'secretmanager.versions.destroy',
  deleteSecret: 'secretmanager.secrets.delete',
};

/** The custom role's id on the project. */
export const TOKEN_SECRETS_ROLE_ID = 'adPlatformTokenSecrets';

/** The predefined role the functions' service account needed before; the deploy takes it away. */
export const SECRET_MANAGER_ADMIN = 'roles/secretmanager.admin';

/** A custom role as IAM's REST API takes it. */
export interface CustomRole {
  readonly title: string;
  readonly description: string;
  readonly includedPermissions: readonly string[];
  readonly stage: 'GA';
}

/** An IAM condition (CEL) on a binding. */
export interface IamCondition {
  readonly title: string;
  readonly description?: string;
  readonly expression: string;
}

/** One binding of a project's IAM policy. */
export interface IamBinding {
  readonly role: string;
  readonly members: readonly string[];
  readonly condition?: IamCondition;
}

/** A project's IAM policy, as Resource Manager answers it (fields the deploy does not touch kept). */
export interface IamPolicy {
  readonly version?: number;
  readonly etag?: string;
  readonly bindings?: readonly IamBinding[];
  readonly [field: string]: unknown;
}

/** The custom role with the token store's permissions, sorted. */
export function tokenSecretsRole(): CustomRole {
  return {
    title: 'AdPlatform token secrets',
    description: "Creates, reads, rotates and deletes the ad networks' token secrets, and nothing else.",
    includedPermissions: [...new Set(Object.values(TOKEN_STORE_PERMISSIONS))].sort(),
    stage: 'GA',
  };
}

/** The role's full name on `projectId`. */
export function tokenSecretsRoleName(projectId: string): string {
  return `projects/${projectId}/roles/${TOKEN_SECRETS_ROLE_ID}`;
}

/**
 * The condition that limits the grant to the token secrets. IAM names a secret and its versions
 * with the project's number (`projects/123/secrets/<id>[/versions/<v>]`); creating a secret is
 * checked on the project itself, which the role's other permissions do not apply to.
 */
export function tokenSecretsCondition(projectNumber: string): IamCondition {
  return {
    title: 'Token secrets only',
    description: `Secrets whose id starts with ${TOKEN_SECRET_PREFIX}`,
    expression:
      'resource.type == "cloudresourcemanager.googleapis.com/Project" || ' +
      `resource.name.startsWith("projects/${projectNumber}/secrets/${TOKEN_SECRET_PREFIX}")`,
  };
}

/** The default runtime service account of a project's 2nd-generation functions. */
export function functionsServiceAccount(projectNumber: string): string {
  return `serviceAccount:${projectNumber}-compute@developer.gserviceaccount.com`;
}

/**
 * `policy` with `member` granted `role` under `condition` and no longer an unconditional Secret
 * Manager Admin; an earlier grant of `role` to the member (another condition) is replaced. The
 * policy becomes version 3, which conditions need. Every other binding is kept as it was.
 */
export function withTokenSecretsAccess(
  policy: IamPolicy,
  member: string,
  role: string,
  condition: IamCondition,
): IamPolicy {
  const kept: IamBinding[] = [];
  for (const binding of policy.bindings ?? []) {
    const drop =
      binding.role === role || (binding.role === SECRET_MANAGER_ADMIN && binding.condition === undefined);
    const members = drop ? binding.members.filter((each) => each !== member) : binding.members;
    if (members.length > 0) kept.push({ ...binding, members });
  }
  kept.push({ role, members: [member], condition });
  return { ...policy, version: 3, bindings: kept };
}

/** Whether two policies grant the same (bindings compared without regard to order). */
export function samePolicy(a: IamPolicy, b: IamPolicy): boolean {
  const key = (policy: IamPolicy) =>
    (policy.bindings ?? [])
      .map((binding) => {
        const { condition } = binding;
        const when = condition ? [condition.title, condition.description ?? '', condition.expression] : null;
        return JSON.stringify([binding.role, [...binding.members].sort(), when]);
      })
      .sort()
      .join('\n');
  return key(a) === key(b) && (a.version ?? 1) === (b.version ?? 1);
}
