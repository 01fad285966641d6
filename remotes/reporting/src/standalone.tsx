import '@ant-design/v5-patch-for-react-19';
import { BrowserRouter } from 'react-router-dom';
import { startStandalone } from 'shared-auth';
import ReportingSection from './expose/Section';

// The reporting section alone, for its team: `npm run dev -w reporting`, then sign in on the host.
void startStandalone(
  <BrowserRouter>
    <ReportingSection basePath="/reporting" />
  </BrowserRouter>,
);
