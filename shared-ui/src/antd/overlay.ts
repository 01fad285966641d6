/**
 * antd facade `shared-ui/antd/overlay`: what a list needs to edit a row in place — modal dialogs and
 * drawers, on/off switches and number inputs (the last two also in `authoring`, for the screens that
 * create). Shared like `shared-ui/antd/base` (see there for the contract).
 */
export { Drawer, InputNumber, Modal, Switch } from 'antd';
