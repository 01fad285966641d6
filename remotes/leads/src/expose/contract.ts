import type { RemoteContract } from 'shared-auth';
import * as Section from './Section';
import * as mount from './mount';

/**
 * What this remote exposes, checked against shared-auth's contract by the type-check of `npm test`:
 * a missing, extra or mistyped exposed module fails here, not in a user's session.
 */
export const exposedModules = { Section, mount } satisfies RemoteContract<'leads'>;
