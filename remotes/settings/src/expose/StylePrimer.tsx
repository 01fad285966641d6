import { primers, stylePrimer } from 'shared-ui';

/**
 * `settings/StylePrimer`: one of each antd component this remote's sections render, hidden, which the
 * host renders when a user is about to visit one of them (shared-auth `StylePrimerModule`). A
 * component added to a section is added here too: e2e/shared-antd.spec.ts names any style a
 * section generates on its first visit that no primer did.
 */
export default stylePrimer(
  primers.Descriptions,
  primers.Form,
  primers.Input,
  primers.Popconfirm,
  primers.Select,
  primers.Table,
  primers.Tag,
  primers.Typography,
);
