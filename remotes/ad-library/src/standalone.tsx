import '@ant-design/v5-patch-for-react-19';
import { BrowserRouter } from 'react-router-dom';
import { startStandalone } from 'shared-auth';
import AdLibrarySection from './expose/Section';

// The ad library section alone, for its team: `npm run dev -w ad-library`, then sign in on the host.
void startStandalone(
  <BrowserRouter>
    <AdLibrarySection basePath="/ad-library" />
  </BrowserRouter>,
);
