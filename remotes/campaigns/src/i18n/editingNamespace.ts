/**
 * The namespace of the list's editing controls, the opened campaign and the drafts list: their strings load with
 * their code, after the table has shown (docs/architecture.md "Performance budgets"). A module of its
 * own so that naming the namespace does not load its strings.
 */
export const CAMPAIGNS_EDITING_NS = 'campaignsEditing';
