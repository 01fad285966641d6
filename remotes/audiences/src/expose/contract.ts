import type { RemoteContract } from 'shared-auth';
import * as Section from './Section';
import * as mount from './mount';
import type { SECTIONS } from './sections';

/**
 * What this remote exposes, checked by the type-check of `npm test` against shared-auth's contract
 * for the sections it declares: a missing, extra or mistyped exposed module fails here, not in a
 * user's session.
 */
export const exposedModules = { Section, mount } satisfies RemoteContract<
  (typeof SECTIONS)[number]['module']
>;
