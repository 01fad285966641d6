import { EMULATOR_APP_CHECK_TTL_MS, emulatorAppCheckToken } from './emulatorAppCheckToken';

/** The callable protocol's test of a JWT (its signature may be empty). */
const JWT = /^[a-zA-Z0-9\-_=]+?\.[a-zA-Z0-9\-_=]+?\.([a-zA-Z0-9\-_=]+)?$/;

describe('emulatorAppCheckToken', () => {
  it('is an unsigned JWT naming the app, valid for an hour', () => {
    const now = Date.UTC(2026, 10, 23, 12);
    const { token, expireTimeMillis } = emulatorAppCheckToken('1:42:web:abc', now);
    expect(token).toMatch(JWT);
    const [header, payload] = token
      .split('.')
      .slice(0, 2)
      .map((part) => JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/'))));
    expect(header).toEqual({ alg: 'none', typ: 'JWT' });
    expect(payload).toEqual({
      sub: '1:42:web:abc',
      iat: now / 1000,
      exp: (now + EMULATOR_APP_CHECK_TTL_MS) / 1000,
    });
    expect(expireTimeMillis).toBe(now + EMULATOR_APP_CHECK_TTL_MS);
  });
});
