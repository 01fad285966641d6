import { primers, stylePrimer } from 'shared-ui';

/**
 * `ad-library/StylePrimer`: one of each antd component this remote's sections render, hidden, which the
 * host renders when a user is about to visit one of them (shared-auth `StylePrimerModule`). A
 * component added to a section is added here too: e2e/shared-antd.spec.ts names any style a
 * section generates on its first visit that no primer did.
 */
export default stylePrimer(
  primers.Card,
  primers.DatePicker,
  primers.Empty,
  primers.Form,
  primers.Grid,
  primers.Input,
  primers.Modal,
  primers.Radio,
  primers.SearchInput,
  primers.Select,
  primers.Space,
  primers.Tabs,
  primers.Tag,
  primers.Typography,
);
