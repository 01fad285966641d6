import { primers, stylePrimer } from 'shared-ui';

/**
 * `campaigns/StylePrimer`: one of each antd component this remote's sections render, hidden, which the
 * host renders when a user is about to visit one of them (shared-auth `StylePrimerModule`). A
 * component added to a section is added here too: e2e/shared-antd.spec.ts names any style a
 * section generates on its first visit that no primer did.
 */
export default stylePrimer(
  primers.Checkbox,
  primers.Descriptions,
  primers.Drawer,
  primers.Empty,
  primers.InputNumber,
  primers.List,
  primers.Modal,
  primers.Popconfirm,
  primers.SearchInput,
  primers.Select,
  primers.Skeleton,
  primers.Switch,
  primers.Table,
  primers.Tag,
  primers.Typography,
);
