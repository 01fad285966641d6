import { primers, stylePrimer } from 'shared-ui';

/**
 * `creation/StylePrimer`: one of each antd component this remote's sections render, hidden, which the
 * host renders when a user is about to visit one of them (shared-auth `StylePrimerModule`). A
 * component added to a section is added here too: e2e/shared-antd.spec.ts names any style a
 * section generates on its first visit that no primer did.
 */
export default stylePrimer(
  primers.Card,
  primers.Checkbox,
  primers.Collapse,
  primers.DatePicker,
  primers.Descriptions,
  primers.Empty,
  primers.Form,
  primers.Grid,
  primers.Input,
  primers.InputNumber,
  primers.List,
  primers.Popconfirm,
  primers.Progress,
  primers.Radio,
  primers.Select,
  primers.Space,
  primers.Steps,
  primers.Tabs,
  primers.Tag,
  primers.TextArea,
  primers.Typography,
  primers.Upload,
);
