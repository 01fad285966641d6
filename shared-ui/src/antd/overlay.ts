/**
 * antd facade `shared-ui/antd/overlay`: modal dialogs and drawers, for the sections that edit a row
 * in place. Shared like `shared-ui/antd/base` (see there for the contract).
 */
export { Drawer, Modal } from 'antd';
