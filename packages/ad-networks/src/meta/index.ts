/** The Meta connector: the Marketing API through `facebook-nodejs-business-sdk`, and Facebook Login for Business. */
export { MetaConnector, type MetaConnectorOptions } from './metaConnector';
export { META_GRAPH_ORIGIN } from './graphApi';
export {
  exchangeMetaCode,
  extendMetaToken,
  metaLoginUrl,
  META_DIALOG_ORIGIN,
  META_PERMISSIONS,
  type MetaApp,
} from './metaLogin';
