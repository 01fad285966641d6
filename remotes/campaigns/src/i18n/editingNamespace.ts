/**
 * The namespace of what loads after the table: the editing and view controls, the totals row, the
 * opened campaign and the drafts list. Their strings load with their code, after the table has shown
 * (docs/performance.md). A module of its own so that naming the namespace does
 * not load its strings.
 */
export const CAMPAIGNS_EDITING_NS = 'campaignsEditing';
