/**
 * What the repository's tooling may run of the server (docs/architecture.md "Dependencies point one
 * way"): the demo seed writes a member's covering record and a connected ad account as the functions
 * write them, the benchmark times the ad network sync, and the local stack sends the due reports on
 * their schedule (scripts/mail/reportScheduler.ts). Lint refuses any other import of the
 * functions' source from `scripts/`.
 */
export { connectionDocument } from './adNetworks/connections';
export { syncAdAccount, type SyncCounts } from './adNetworks/sync/syncAdAccount';
export { tokenDocument, type StoredToken } from './adNetworks/tokenVault';
export { coveringRecord } from './members/coverage';
export { sendDueReports } from './reports/reportSchedules';
