/**
 * What the repository's tooling may run of the server (docs/architecture.md "Dependencies point one
 * way"): the demo seed writes a member's covering record and a connected ad account as the functions
 * write them, and the benchmark times the ad network sync. Lint refuses any other import of the
 * functions' source from `scripts/`.
 */
export { connectionDocument } from './adNetworks/connections';
export { syncAdAccount, type SyncCounts } from './adNetworks/sync/syncAdAccount';
export { tokenDocument, type StoredToken } from './adNetworks/tokenVault';
export { coveringRecord } from './members/coverage';
