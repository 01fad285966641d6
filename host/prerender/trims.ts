import { installNodeTrims } from '../../scripts/webpack/nodeTrims';

// Imported first by writePages.ts: antd must find the builds' trims when the screens first require it.
installNodeTrims();
