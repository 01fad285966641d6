/** How long an emulator App Check token lasts (ms). */
export const EMULATOR_APP_CHECK_TTL_MS = 60 * 60 * 1000;

function base64Url(value: object): string {
  return btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * An App Check token for the Emulator Suite: an unsigned JWT naming `appId` as its subject, valid for
 * an hour from `now` (epoch ms). The emulators decode App Check tokens without verifying them; no real
 * project accepts this one (docs/decisions/0010-app-check.md).
 */
export function emulatorAppCheckToken(
  appId: string,
  now: number,
): { token: string; expireTimeMillis: number } {
  const expireTimeMillis = now + EMULATOR_APP_CHECK_TTL_MS;
  const header = base64Url({ alg: 'none', typ: 'JWT' });
  const payload = base64Url({
    sub: appId,
    iat: Math.floor(now / 1000),
    exp: Math.floor(expireTimeMillis / 1000),
  });
  return { token: `${header}.${payload}.`, expireTimeMillis };
}
