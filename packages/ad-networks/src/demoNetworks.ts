/**
 * The demo project's ad networks: local stand-ins that speak each network's protocol
 * (scripts/ad-networks, docs/decisions/0031-ad-network-connectors.md). Shared by the functions, which
 * call them, and the stand-ins. Not secrets: they work only against the stand-ins, which refuse any
 * project that is not a `demo-` project, and the functions use them only in such a project.
 */

/** The Meta stand-in's port on the loopback interface. */
export const DEMO_META_PORT = 12121;
/** The Meta stand-in's origin: its login dialog and its Graph API. */
export const DEMO_META_ORIGIN = `http://127.0.0.1:${DEMO_META_PORT}`;
/** The Meta app of the demo project (Facebook Login for Business). */
export const DEMO_META_APP = { id: '990000000000001', secret: 'demo-meta-app-secret' } as const;
