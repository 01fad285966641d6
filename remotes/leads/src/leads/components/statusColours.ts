import type { LeadStatus } from '@adplatform/lead-model';

/** The colour of each lead status's tag (antd preset colours the theme keeps readable). */
export const STATUS_COLORS: Readonly<Record<LeadStatus, string>> = {
  new: 'blue',
  contacted: 'cyan',
  qualified: 'purple',
  won: 'green',
  lost: 'red',
};
