import { primers, stylePrimer } from 'shared-ui';

/**
 * `influencers/StylePrimer`: one of each antd component this remote's sections render, hidden, which the
 * host renders when a user is about to visit one of them (shared-auth `StylePrimerModule`). A
 * component added to a section is added here too: e2e/shared-antd.spec.ts names any style a
 * section generates on its first visit that no primer did.
 */
export default stylePrimer(
  primers.Alert,
  primers.Checkbox,
  primers.DatePicker,
  primers.Descriptions,
  primers.Drawer,
  primers.Empty,
  primers.Form,
  primers.Input,
  primers.InputNumber,
  primers.List,
  primers.Progress,
  primers.SearchInput,
  primers.Select,
  primers.Space,
  primers.Steps,
  primers.Table,
  primers.Tabs,
  primers.Tag,
  primers.TextArea,
  primers.Tooltip,
  primers.Typography,
);
