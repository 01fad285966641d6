/**
 * shared-auth: the one contract between the host and the remotes, shared as a federated singleton
 * (docs/architecture.md "The shape in one paragraph"). Import everything from here; never from a file inside.
 */
export * from '@adplatform/plans';
export * from './routes/paths';
export * from './firebase/config';
export { firebaseApp, firebaseAuth, firebaseEnv } from './firebase/app';
export { firestore, type FirestoreHandle } from './firebase/firestore';
export { storage, type StorageHandle } from './firebase/storage';
export { callFunction } from './firebase/functions';
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
export * from './theme/antdStylesheet';
export * from './contracts/section';
export * from './contracts/firstContent';
export * from './contracts/remotes';
export * from './standalone/startStandalone';
export * from './routing/router';
