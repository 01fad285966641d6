import type { Auth, User } from 'firebase/auth';

type Listener = (user: User | null) => void;

/** A fake Firebase Auth SDK (the unit-test boundary); the real one runs in the e2e suite. */
function fakeSdk() {
  const listeners: Listener[] = [];
  const auth = { currentUser: null } as unknown as Auth;
  const sdk = {
    onAuthStateChanged: jest.fn((_auth: Auth, listener: Listener) => {
      listeners.push(listener);
      return () => undefined;
    }),
    signInWithEmailAndPassword: jest.fn(async () => {
      const user = { uid: 'u1', email: 'a@b.test', emailVerified: false, displayName: null } as User;
      listeners.forEach((listener) => listener(user));
    }),
  };
  return { auth, sdk, emit: (user: User | null) => listeners.forEach((listener) => listener(user)) };
}

/** identity.ts with its own module state, its Firebase boundary faked. */
async function loadIdentity() {
  const fake = fakeSdk();
  const firebaseAuth = jest.fn(async () => fake.auth);
  const firestore = jest.fn(async () => ({}));
  const prepareFunctions = jest.fn();
  jest.resetModules();
  jest.doMock('../firebase/app', () => ({ firebaseAuth, authSdk: async () => fake.sdk }));
  jest.doMock('../firebase/firestore', () => ({ firestore }));
  jest.doMock('../firebase/functions', () => ({ prepareFunctions, callFunction: jest.fn() }));
  const identity = await import('./identity');
  const { sessionStore } = await import('./store');
  return { identity, sessionStore, firebaseAuth, firestore, prepareFunctions, fake };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('startSession and the session hint (Firebase Auth loaded only when needed)', () => {
  beforeEach(() => window.localStorage.clear());

  it('without a hint: signed out at once, Auth not loaded until the user signs in', async () => {
    const { identity, sessionStore, firebaseAuth, fake } = await loadIdentity();
    const stop = identity.startSession({ onSubscriptionLoadFailed: jest.fn() });
    await flush();
    expect(sessionStore.getState().auth.status).toBe('signedOut');
    expect(firebaseAuth).not.toHaveBeenCalled();

    await identity.signIn('a@b.test', 'secret');
    expect(firebaseAuth).toHaveBeenCalledTimes(1);
    expect(fake.sdk.signInWithEmailAndPassword).toHaveBeenCalledWith(fake.auth, 'a@b.test', 'secret');
    expect(sessionStore.getState().auth).toMatchObject({ status: 'signedIn', user: { uid: 'u1' } });
    expect(window.localStorage.getItem('adplatform.session')).toBe('1');
    stop();
  });

  it('with a hint: Auth loads at once and decides; signing out removes the hint', async () => {
    window.localStorage.setItem('adplatform.session', '1');
    const { identity, sessionStore, firebaseAuth, fake } = await loadIdentity();
    const stop = identity.startSession({ onSubscriptionLoadFailed: jest.fn() });
    expect(sessionStore.getState().auth.status).toBe('unknown');
    await flush();
    expect(firebaseAuth).toHaveBeenCalledTimes(1);
    expect(fake.sdk.onAuthStateChanged).toHaveBeenCalledTimes(1);

    fake.emit(null);
    expect(sessionStore.getState().auth.status).toBe('signedOut');
    expect(window.localStorage.getItem('adplatform.session')).toBeNull();
    stop();
  });

  it('prepareSignIn starts loading Auth once, and the SDKs of the subscription reads, ahead of the submit', async () => {
    const { identity, firebaseAuth, firestore, prepareFunctions, fake } = await loadIdentity();
    const stop = identity.startSession({ onSubscriptionLoadFailed: jest.fn() });
    expect(firestore).not.toHaveBeenCalled();
    expect(prepareFunctions).not.toHaveBeenCalled();
    identity.prepareSignIn();
    identity.prepareSignIn();
    await flush();
    expect(firebaseAuth).toHaveBeenCalledTimes(1);
    expect(fake.sdk.onAuthStateChanged).toHaveBeenCalledTimes(1);
    expect(firestore).toHaveBeenCalled();
    expect(prepareFunctions).toHaveBeenCalled();
    stop();
  });
});
