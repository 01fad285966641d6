/**
 * What the repository's tooling may run of the server (docs/architecture.md "Dependencies point one
 * way"): the demo seed writes a member's covering record and a connected ad account as the functions
 * write them, the benchmark times the ad network sync, the local stack sends the due reports on
 * their schedule (scripts/mail/reportScheduler.ts), and the deploy checks the mail extension's
 * collection, subscribes the payment provider's webhook to the events the functions handle, and
 * grants the functions exactly the Secret Manager calls their token store makes.
 * Lint refuses any other import of the functions' source from `scripts/`.
 */
export { connectionDocument } from './adNetworks/connections';
export { syncAdAccount, type SyncCounts } from './adNetworks/sync/syncAdAccount';
export { tokenDocument, type StoredToken } from './adNetworks/tokenVault';
export { coveringRecord } from './members/coverage';
export { sendDueReports } from './reports/reportSchedules';
export { MAIL_COLLECTION } from './mail/mailCollection';
export { SUBSCRIPTION_EVENTS } from './billing/webhook';
export { TOKEN_SECRET_PREFIX, type SecretClient } from './adNetworks/secretManagerTokens';
