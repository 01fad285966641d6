import '@ant-design/v5-patch-for-react-19';
import { BrowserRouter } from 'react-router-dom';
import { startStandalone } from 'shared-auth';
import LeadsSection from './expose/Section';

// The leads section alone, for its team: `npm run dev -w leads`, then sign in on the host.
void startStandalone(
  <BrowserRouter>
    <LeadsSection basePath="/leads" />
  </BrowserRouter>,
);
