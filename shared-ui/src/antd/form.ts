/**
 * antd facade `shared-ui/antd/form`: antd's Form (field state, rules, their messages and the label
 * tooltip machinery). Every form of the product uses it except the sign-in form, which runs on the
 * browser's own constraint validation so that /login is interactive within its budget (docs/performance.md
 * "What the first load carries"). Shared like
 * `shared-ui/antd/base` (see there for the contract).
 */
export { Form } from 'antd';
