/** The Meta connector: the Marketing API through `facebook-nodejs-business-sdk`. */
export { MetaConnector, META_GRAPH_ORIGIN, type MetaConnectorOptions } from './metaConnector';
