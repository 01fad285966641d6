/**
 * `@adplatform/ad-networks`: the connector interface every ad network implements
 * (docs/decisions/0031-ad-network-connectors.md). Each network's connector is its own entry
 * (`@adplatform/ad-networks/meta`), so what imports one does not load another's SDK.
 */
export * from './connector';
export * from './accountDays';
export * from './features';
export * from './networkLead';
export * from './instagramUsername';
