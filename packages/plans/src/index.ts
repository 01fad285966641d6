/**
 * The plans and what each may use (docs/product-rules.md §6), and the shape of the subscription
 * record. A build-time package: shared-auth re-exports it for the apps, the callable functions
 * bundle it, and `firestore.rules` mirrors the table (checked by scripts/rules/firestoreRulesMirror.test.ts).
 */
export * from './entitlements';
export * from './prices';
export * from './subscription';
