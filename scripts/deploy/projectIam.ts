import { GoogleAuth } from 'google-auth-library';
import {
  functionsServiceAccount,
  samePolicy,
  tokenSecretsCondition,
  tokenSecretsRole,
  tokenSecretsRoleName,
  TOKEN_SECRETS_ROLE_ID,
  withTokenSecretsAccess,
  type CustomRole,
  type IamPolicy,
} from './tokenSecretsAccess';

/**
 * Applies the functions' narrowed Secret Manager access to a project (`tokenSecretsAccess.ts`)
 * through IAM's and Resource Manager's REST APIs, with the Application Default Credentials of the
 * person or build deploying (`gcloud auth application-default login` on a workstation; a build's
 * own service account in Cloud Build). Safe to run again: it changes only what differs.
 */

const IAM = 'https://iam.googleapis.com/v1';
const RESOURCE_MANAGER = 'https://cloudresourcemanager.googleapis.com/v1';

type Request = <T>(method: 'GET' | 'POST' | 'PATCH', url: string, data?: unknown) => Promise<T>;

/** A custom role as IAM answers it. */
interface StoredRole extends CustomRole {
  readonly etag?: string;
  readonly deleted?: boolean;
}

const statusOf = (error: unknown): unknown =>
  (error as { response?: { status?: unknown } } | null)?.response?.status;

/** Creates the custom role, or brings a stored one (even one deleted within IAM's 7 days) to its permissions. */
async function ensureRole(request: Request, projectId: string): Promise<void> {
  const wanted = tokenSecretsRole();
  const name = `${IAM}/${tokenSecretsRoleName(projectId)}`;
  let stored: StoredRole | null = null;
  try {
    stored = await request<StoredRole>('GET', name);
  } catch (error) {
    if (statusOf(error) !== 404) throw error;
  }
  if (!stored) {
    await request('POST', `${IAM}/projects/${projectId}/roles`, {
      roleId: TOKEN_SECRETS_ROLE_ID,
      role: wanted,
    });
    return;
  }
  if (stored.deleted) stored = await request<StoredRole>('POST', `${name}:undelete`, { etag: stored.etag });
  const same =
    stored.title === wanted.title &&
    stored.description === wanted.description &&
    [...(stored.includedPermissions ?? [])].sort().join() === wanted.includedPermissions.join();
  if (!same)
    await request('PATCH', `${name}?updateMask=title,description,includedPermissions`, {
      ...wanted,
      etag: stored.etag,
    });
}

/**
 * Grants the functions' service account the token secrets' custom role on `projectId`, and takes
 * away its Secret Manager Admin role.
 * @returns what changed, for the deploy's output
 * @throws Error when the credentials are missing or may not read or set the project's IAM policy
 */
export async function ensureTokenSecretsAccess(projectId: string): Promise<string> {
  const auth = new GoogleAuth({ scopes: ['https://www.googleapis.com/auth/cloud-platform'] });
  const client = await auth.getClient().catch((error: unknown) => {
    throw new Error(
      `No Application Default Credentials to set the functions' Secret Manager access: run ` +
        `\`gcloud auth application-default login\` (${error instanceof Error ? error.message : error})`,
    );
  });
  const request: Request = async (method, url, data) =>
    (await client.request({ method, url, data, responseType: 'json' })).data as never;
  const { projectNumber } = await request<{ projectNumber: string }>(
    'GET',
    `${RESOURCE_MANAGER}/projects/${projectId}`,
  );
  await ensureRole(request, projectId);
  const resource = `${RESOURCE_MANAGER}/projects/${projectId}`;
  const policy = await request<IamPolicy>('POST', `${resource}:getIamPolicy`, {
    options: { requestedPolicyVersion: 3 },
  });
  const member = functionsServiceAccount(projectNumber);
  const wanted = withTokenSecretsAccess(
    policy,
    member,
    tokenSecretsRoleName(projectId),
    tokenSecretsCondition(projectNumber),
  );
  if (samePolicy(policy, wanted)) return 'unchanged';
  // The policy's etag makes the write fail rather than overwrite a change made meanwhile.
  await request('POST', `${resource}:setIamPolicy`, { policy: wanted });
  return `${member} holds ${TOKEN_SECRETS_ROLE_ID} on the token secrets only`;
}
