/**
 * antd facade `shared-ui/antd/data`: tables and the controls that filter and select their rows.
 * Shared like `shared-ui/antd/base` (see there for the contract); loaded by the sections that list data.
 */
export { Checkbox, Radio, Select, Table } from 'antd';
export { default as SearchInput } from 'antd/es/input/Search';
