import path from 'node:path';
import { PROJECT_ID, ROOT } from './emulatorEnv';

/** The Firebase CLI of this project's node_modules (the npm package is `firebase-tools`). */
export const FIREBASE_BIN = path.join(ROOT, 'node_modules', '.bin', 'firebase');

/** The emulators this project runs. */
export const EMULATORS = 'auth,firestore,functions,storage';

/** Arguments common to every emulator command: the demo project and every emulator it runs. */
export function emulatorArgs(): string[] {
  return ['--project', PROJECT_ID, '--only', EMULATORS];
}
