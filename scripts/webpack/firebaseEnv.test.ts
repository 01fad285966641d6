import { firebaseEnv, REAL_PROJECT_VARIABLES } from './firebaseEnv';

const REAL = {
  FIREBASE_PROJECT_ID: 'my-adplatform',
  FIREBASE_API_KEY: 'key',
  FIREBASE_AUTH_DOMAIN: 'my-adplatform.firebaseapp.com',
  FIREBASE_STORAGE_BUCKET: 'my-adplatform.firebasestorage.app',
  FIREBASE_APP_ID: '1:1:web:1',
  FIREBASE_APPCHECK_SITE_KEY: 'site-key',
};

describe("a build's Firebase environment", () => {
  it('talks to the Emulator Suite with placeholder keys for the demo project', () => {
    expect(firebaseEnv({})).toMatchObject({
      projectId: 'demo-adplatform',
      apiKey: 'demo-api-key',
      emulatorHost: '127.0.0.1',
    });
  });

  it('takes a real project as configured, with no emulator', () => {
    expect(firebaseEnv({ ...REAL, FIREBASE_FUNCTIONS_REGION: 'europe-west1' })).toMatchObject({
      projectId: 'my-adplatform',
      apiKey: 'key',
      functionsRegion: 'europe-west1',
      appCheckSiteKey: 'site-key',
      emulatorHost: '',
    });
  });

  it('refuses to build for a real project without any of what it needs, naming each', () => {
    expect(() => firebaseEnv({ FIREBASE_PROJECT_ID: 'my-adplatform' })).toThrow(
      REAL_PROJECT_VARIABLES.join(', '),
    );
    expect(() => firebaseEnv({ ...REAL, FIREBASE_APPCHECK_SITE_KEY: ' ' })).toThrow(
      'needs FIREBASE_APPCHECK_SITE_KEY',
    );
  });
});
