import '@ant-design/v5-patch-for-react-19';
import { BrowserRouter } from 'react-router-dom';
import { startStandalone } from 'shared-auth';
import SettingsSection from './expose/Section';

// The settings section alone, for its team: `npm run dev -w settings`, then sign in on the host.
void startStandalone(
  <BrowserRouter>
    <SettingsSection basePath="/settings" />
  </BrowserRouter>,
);
