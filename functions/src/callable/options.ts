import type { CallableOptions } from 'firebase-functions/v2/https';

/**
 * The production options of the callable functions (docs/architecture.md "Data"): a time-out, memory,
 * the requests one instance serves at once, and a ceiling on instances, sized by what each kind of
 * call does. Concurrency above 1 needs a whole CPU (2nd-generation functions). Every call that
 * writes requires an App Check token (docs/decisions/0010-app-check.md); the read of the caller's own
 * subscription, made on every sign-in before App Check has loaded, does not (the rules let the same
 * user read the same record directly).
 */

/** One or two document reads (the subscription). */
export const READ_CALL: CallableOptions = {
  timeoutSeconds: 10,
  memory: '256MiB',
  cpu: 1,
  concurrency: 80,
  maxInstances: 20,
};

/** A few writes in one batch or transaction (plan choice, a new campaign, a switch). */
export const WRITE_CALL: CallableOptions = {
  timeoutSeconds: 30,
  memory: '256MiB',
  cpu: 1,
  concurrency: 40,
  maxInstances: 10,
  enforceAppCheck: true,
};

/** Up to 500 campaigns changed or copied, in transactions of up to 100 (`updateCampaigns`). */
export const BULK_CALL: CallableOptions = {
  timeoutSeconds: 120,
  memory: '512MiB',
  cpu: 1,
  concurrency: 10,
  maxInstances: 10,
  enforceAppCheck: true,
};
