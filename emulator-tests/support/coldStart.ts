/**
 * The time a test against the emulators may take unless its file says otherwise: the first call of
 * each callable starts a function worker cold (the module, then its first Firestore connection),
 * which takes seconds on this machine, more than jest's default of 5.
 */
jest.setTimeout(30_000);
