import type { CallableRequest } from 'firebase-functions/v2/https';
import { refuseReplayedAppCheck } from './guards';

const withApp = (app: unknown) => ({ app }) as unknown as CallableRequest<unknown>;

describe('a replayed App Check token', () => {
  it('is refused where the token was consumed before', () => {
    expect(() => refuseReplayedAppCheck(withApp({ appId: 'app', alreadyConsumed: true }))).toThrow(
      expect.objectContaining({ code: 'permission-denied' }),
    );
  });

  it('lets a fresh token, or a call of a function that consumes none, through', () => {
    expect(() => refuseReplayedAppCheck(withApp({ appId: 'app', alreadyConsumed: false }))).not.toThrow();
    expect(() => refuseReplayedAppCheck(withApp({ appId: 'app' }))).not.toThrow();
  });
});
