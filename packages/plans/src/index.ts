/**
 * The plans and what each may use (docs/product-rules.md §6), and the shape of the subscription
 * record. The price table is a subpath of its own (`@adplatform/plans/prices`), imported by the
 * screens that show prices and by the functions: shared-auth re-exports this index on every page.
 * A build-time package: shared-auth re-exports it for the apps, the callable functions
 * bundle it, and `firestore.rules` mirrors the table (checked by scripts/rules/firestoreRulesMirror.test.ts).
 */
export * from './entitlements';
export * from './subscription';
export * from './members';
