/**
 * The ad networks' tokens in Secret Manager (docs/decisions/0034-ad-network-tokens-in-secret-manager.md):
 * one secret per account and network, whose latest version is the credential the server keeps; every
 * older version is destroyed when a new one is added, so a replaced token cannot be read again.
 */
import type { SecretManagerServiceClient } from '@google-cloud/secret-manager';
import { z } from 'zod';
import type { AdNetwork } from '@adplatform/ad-networks';
import type { StoredToken } from './storedToken';

/** The calls of Secret Manager's client the store makes. */
export type SecretClient = Pick<
  SecretManagerServiceClient,
  | 'createSecret'
  | 'addSecretVersion'
  | 'accessSecretVersion'
  | 'listSecretVersions'
  | 'destroySecretVersion'
  | 'deleteSecret'
>;

/** gRPC codes Secret Manager answers with. */
const NOT_FOUND = 5;
const ALREADY_EXISTS = 6;

const codeOf = (error: unknown): unknown => (error as { code?: unknown } | null)?.code;

const payloadSchema = z.object({ accessToken: z.string().min(1), expiresAt: z.string().nullable() });

/**
 * What every token secret's id starts with, and no other secret's: the deploy grants the functions
 * access to the secrets named so and to no other (docs/decisions/0047-token-secrets-access.md).
 */
export const TOKEN_SECRET_PREFIX = 'ad-network-token-';

/** The secret's id of an account's token for a network (ids take letters, digits, `-` and `_`). */
export const tokenSecretId = (accountId: string, network: AdNetwork): string =>
  `${TOKEN_SECRET_PREFIX}${accountId}-${network}`;

/** The tokens of a project's accounts, kept in the project's Secret Manager. */
export class SecretManagerTokens {
  constructor(
    private readonly client: SecretClient,
    private readonly projectId: string,
  ) {}

  private secretName(accountId: string, network: AdNetwork): string {
    return `projects/${this.projectId}/secrets/${tokenSecretId(accountId, network)}`;
  }

  /** Keeps `token` as the secret's new version, creating the secret on first use; older versions destroyed. */
  async keep(accountId: string, network: AdNetwork, token: StoredToken): Promise<void> {
    const parent = this.secretName(accountId, network);
    try {
      await this.client.createSecret({
        parent: `projects/${this.projectId}`,
        secretId: tokenSecretId(accountId, network),
        secret: {
          replication: { automatic: {} },
          labels: { kind: 'ad-network-token', network: network.toLowerCase() },
        },
      });
    } catch (error) {
      if (codeOf(error) !== ALREADY_EXISTS) throw error;
    }
    const payload = { accessToken: token.accessToken, expiresAt: token.expiresAt?.toISOString() ?? null };
    const [added] = await this.client.addSecretVersion({
      parent,
      payload: { data: Buffer.from(JSON.stringify(payload)) },
    });
    const [versions] = await this.client.listSecretVersions({ parent, filter: 'state:ENABLED' });
    for (const version of versions) {
      if (version.name && version.name !== added.name) {
        await this.client.destroySecretVersion({ name: version.name });
      }
    }
  }

  /** The kept token, or null when the account keeps none for the network. */
  async read(accountId: string, network: AdNetwork): Promise<StoredToken | null> {
    let data: Uint8Array | string | null | undefined;
    try {
      const [version] = await this.client.accessSecretVersion({
        name: `${this.secretName(accountId, network)}/versions/latest`,
      });
      data = version.payload?.data;
    } catch (error) {
      if (codeOf(error) === NOT_FOUND) return null;
      throw error;
    }
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(data ?? '').toString('utf8') || 'null'));
    if (!parsed.success) return null;
    const { accessToken, expiresAt } = parsed.data;
    return { accessToken, expiresAt: expiresAt ? new Date(expiresAt) : null };
  }

  /** Deletes the secret with every version; nothing to delete is fine. */
  async forget(accountId: string, network: AdNetwork): Promise<void> {
    try {
      await this.client.deleteSecret({ name: this.secretName(accountId, network) });
    } catch (error) {
      if (codeOf(error) !== NOT_FOUND) throw error;
    }
  }
}
