import type { CallableOptions } from 'firebase-functions/v2/https';
import type { CallClass } from './rateLimit';

/**
 * The production options of the callable functions (docs/architecture.md "Data"): a time-out, memory,
 * the requests one instance serves at once, and a ceiling on instances, sized by what each kind of
 * call does. Concurrency above 1 needs a whole CPU (2nd-generation functions). Every call that
 * writes requires an App Check token (docs/decisions/0010-app-check.md); the read of the caller's own
 * subscription, made on every sign-in before App Check has loaded, does not (the rules let the same
 * user read the same record directly). The calls that send mail or charge money also consume their
 * App Check token, so a captured request cannot be replayed (docs/decisions/0028-shared-rate-limit.md).
 * Each kind names the class of the per-user rate limit its calls count toward (`rateLimit.ts`).
 */

/** A kind of callable: its production options and its rate-limit class. */
export interface CallKind {
  readonly callClass: CallClass;
  readonly options: CallableOptions;
}

/** One or two document reads (the subscription). */
export const READ_CALL: CallKind = {
  callClass: 'read',
  options: { timeoutSeconds: 10, memory: '256MiB', cpu: 1, concurrency: 80, maxInstances: 20 },
};

/** A few writes in one batch or transaction (plan choice, a new campaign, a switch). */
export const WRITE_CALL: CallKind = {
  callClass: 'write',
  options: {
    timeoutSeconds: 30,
    memory: '256MiB',
    cpu: 1,
    concurrency: 40,
    maxInstances: 10,
    enforceAppCheck: true,
  },
};

/** A few writes that queue an e-mail to someone (an invitation, a report sent now). */
export const MAIL_CALL: CallKind = {
  callClass: 'mail',
  options: { ...WRITE_CALL.options, consumeAppCheckToken: true },
};

/** A call to the payment provider that charges money or starts a payment. */
export const CHARGE_CALL: CallKind = {
  callClass: 'charge',
  options: { ...WRITE_CALL.options, consumeAppCheckToken: true },
};

/** The time-out of a bulk call (s), which its time budget works within (`timeBudget.ts`). */
export const BULK_TIMEOUT_SECONDS = 120;

/** Up to 500 campaigns changed or copied, in transactions of up to 100 (`updateCampaigns`). */
export const BULK_CALL: CallKind = {
  callClass: 'bulk',
  options: {
    timeoutSeconds: BULK_TIMEOUT_SECONDS,
    memory: '512MiB',
    cpu: 1,
    concurrency: 10,
    maxInstances: 10,
    enforceAppCheck: true,
  },
};
