/**
 * antd facade `shared-ui/antd/authoring`: what creating and reporting need beyond lists (date
 * pickers, number inputs, on/off switches, uploads, steps, progress, collapsible panels). Shared like
 * `shared-ui/antd/base` (see there for the contract); loaded only by the sections that use it. A
 * list that edits in place takes its switches and number inputs from `overlay`, without the rest.
 */
export { Collapse, DatePicker, InputNumber, Progress, Steps, Switch, Upload } from 'antd';
export { default as TextArea } from 'antd/es/input/TextArea';
