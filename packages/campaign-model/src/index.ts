/**
 * `@adplatform/campaign-model`: the campaign document, what may move to what, budget bounds and the
 * changes the list makes (no zod here; the schemas are the `/form` and `/changes` entries).
 */
export * from './campaign';
export * from './campaignStatus';
export * from './campaignBudget';
export * from './campaignChange';
export * from './adSet';
export * from './deliveryItemChange';
