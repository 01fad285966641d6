/**
 * shared-auth: the one contract between the host and the remotes, shared as a federated singleton
 * (DESIGN "The shape in one paragraph"). Import everything from here; never from a file inside.
 */
export * from './plans/entitlements';
export * from './routes/paths';
export * from './firebase/config';
export { firebaseApp, firebaseAuth, firebaseEnv } from './firebase/app';
export { firestore, type FirestoreHandle } from './firebase/firestore';
export { storage, type StorageHandle } from './firebase/storage';
export { callFunction } from './firebase/functions';
export * from './session/subscriptionTypes';
export * from './session/subscriptionSlice';
export * from './session/subscriptionRecord';
export * from './session/authSlice';
export * from './session/store';
export * from './session/hooks';
export * from './session/identity';
export * from './session/identityErrors';
export * from './i18n/i18n';
export * from './notify/notify';
export * from './theme/theme';
export * from './format/money';
export * from './contracts/section';
export * from './contracts/remotes';
export * from './models/campaign';
export * from './standalone/startStandalone';
export * from './models/influencer';
export * from './lists/useCursorPages';
export * from './models/lead';
export * from './models/ad';
export * from './models/dailyMetrics';
export * from './routing/router';
