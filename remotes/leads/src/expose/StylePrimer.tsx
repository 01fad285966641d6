import Timeline from 'antd/es/timeline';
import type { ReactElement } from 'react';
import { primers, stylePrimer } from 'shared-ui';

/** The activity timeline's component, which no facade provides (the remote bundles it). */
const TimelinePrimer = (): ReactElement => <Timeline items={[{ children: null }]} pending={' '} />;

/**
 * `leads/StylePrimer`: one of each antd component this remote's sections render, hidden, which the
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
  primers.List,
  primers.Modal,
  primers.Popconfirm,
  primers.SearchInput,
  primers.Select,
  primers.Switch,
  primers.Table,
  primers.Tag,
  primers.TextArea,
  TimelinePrimer,
  primers.Tooltip,
  primers.Typography,
  primers.Upload,
);
