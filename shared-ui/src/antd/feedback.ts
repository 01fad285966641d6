/**
 * antd facade `shared-ui/antd/feedback`: what tells the user something happened — notifications and
 * result states (a section unavailable, a plan without the section, a page not found). Loaded only
 * when there is something to tell (antd's Result carries its illustrations). Shared like
 * `shared-ui/antd/base` (see there for the contract).
 */
export { notification, Result } from 'antd';
