import { runStandalone } from 'shared-ui';
import AdLibrarySection from './expose/Section';

// The section alone, for its team (`npm run standalone -w ad-library`): real sign-in, no host.
void runStandalone(AdLibrarySection);
