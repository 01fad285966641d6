import { runStandalone } from 'shared-ui';
import ReportingSection from './expose/Section';

// The section alone, for its team (`npm run standalone -w reporting`): real sign-in, no host.
void runStandalone(ReportingSection);
