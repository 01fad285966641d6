/**
 * Where the settings page notes, before it sends a person to a network's login dialog, which network
 * (and which feature, for a consent asked for a feature) they went to: the network's answer names
 * neither, and the page names them when the person comes back.
 */
export const CONNECTING_KEY = 'adNetworks.connecting';
/** The feature a consent was asked for (docs/decisions/0050-incremental-consent.md). */
export const CONNECTING_FEATURE_KEY = 'adNetworks.connectingFeature';
