import { SecretManagerTokens, tokenSecretId, type SecretClient } from './secretManagerTokens';

/** An in-memory Secret Manager: secrets with numbered versions, answering with its gRPC codes. */
function fakeSecretManager() {
  const secrets = new Map<string, { versions: { name: string; data: Buffer; state: string }[] }>();
  const failure = (code: number) => Object.assign(new Error(`code ${code}`), { code });
  const secretOf = (name: string) => secrets.get(name.replace(/\/versions\/[^/]+$/, ''));
  const client = {
    createSecret: async ({ parent, secretId }: { parent: string; secretId: string }) => {
      const name = `${parent}/secrets/${secretId}`;
      if (secrets.has(name)) throw failure(6);
      secrets.set(name, { versions: [] });
      return [{ name }];
    },
    addSecretVersion: async ({ parent, payload }: { parent: string; payload: { data: Buffer } }) => {
      const secret = secrets.get(parent)!;
      const version = {
        name: `${parent}/versions/${secret.versions.length + 1}`,
        data: payload.data,
        state: 'ENABLED',
      };
      secret.versions.push(version);
      return [version];
    },
    listSecretVersions: async ({ parent }: { parent: string }) => [
      secrets.get(parent)!.versions.filter(({ state }) => state === 'ENABLED'),
    ],
    destroySecretVersion: async ({ name }: { name: string }) => {
      const version = secretOf(name)!.versions.find((candidate) => candidate.name === name)!;
      version.state = 'DESTROYED';
      return [version];
    },
    accessSecretVersion: async ({ name }: { name: string }) => {
      const enabled = secretOf(name)?.versions.filter(({ state }) => state === 'ENABLED') ?? [];
      const latest = enabled.at(-1);
      if (!latest) throw failure(5);
      return [{ name: latest.name, payload: { data: latest.data } }];
    },
    deleteSecret: async ({ name }: { name: string }) => {
      if (!secrets.delete(name)) throw failure(5);
      return [{}];
    },
  };
  return { client: client as unknown as SecretClient, secrets };
}

describe('the ad networks’ tokens in Secret Manager', () => {
  it('keeps a token as the latest version of one secret, destroying the one it replaces', async () => {
    const { client, secrets } = fakeSecretManager();
    const store = new SecretManagerTokens(client, 'adplatform-prod');
    expect(await store.read('uid1', 'meta')).toBeNull();
    await store.keep('uid1', 'meta', {
      accessToken: 'EAAD-first',
      expiresAt: new Date('2027-01-26T10:00:00Z'),
    });
    await store.keep('uid1', 'meta', { accessToken: 'EAAD-second', expiresAt: null });
    expect(await store.read('uid1', 'meta')).toEqual({ accessToken: 'EAAD-second', expiresAt: null });
    const secret = secrets.get(`projects/adplatform-prod/secrets/${tokenSecretId('uid1', 'meta')}`)!;
    expect(secret.versions.map(({ state }) => state)).toEqual(['DESTROYED', 'ENABLED']);
    // Another network of the same account is another secret.
    expect(await store.read('uid1', 'googleAds')).toBeNull();
  });

  it('reads back the expiry, forgets a token, and forgets nothing without fault', async () => {
    const { client } = fakeSecretManager();
    const store = new SecretManagerTokens(client, 'adplatform-prod');
    await store.keep('uid2', 'googleAds', {
      accessToken: '1//refresh',
      expiresAt: new Date('2027-01-26T10:00:00Z'),
    });
    expect(await store.read('uid2', 'googleAds')).toEqual({
      accessToken: '1//refresh',
      expiresAt: new Date('2027-01-26T10:00:00Z'),
    });
    await store.forget('uid2', 'googleAds');
    expect(await store.read('uid2', 'googleAds')).toBeNull();
    await expect(store.forget('uid2', 'googleAds')).resolves.toBeUndefined();
  });

  it('lets any other failure through', async () => {
    const { client } = fakeSecretManager();
    const denied = Object.assign(new Error('denied'), { code: 7 });
    const store = new SecretManagerTokens(
      { ...client, accessSecretVersion: () => Promise.reject(denied) } as SecretClient,
      'p',
    );
    await expect(store.read('uid3', 'meta')).rejects.toBe(denied);
  });
});
