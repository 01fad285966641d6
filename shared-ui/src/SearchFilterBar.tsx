import { Flex } from 'shared-ui/antd/base';
import { SearchInput } from 'shared-ui/antd/data';
import type { ReactElement, ReactNode } from 'react';

/**
 * A list's filter bar (`role="search"`): a search box that applies on Enter or the search button,
 * followed by the list's own filters (`children`).
 */
export function SearchFilterBar({
  label,
  placeholder,
  search,
  onSearch,
  testId,
  children,
}: {
  /** The search box's accessible name, e.g. "Search leads by name or e-mail". */
  readonly label: string;
  readonly placeholder: string;
  /** The search applied now (the box starts with it). */
  readonly search: string;
  readonly onSearch: (search: string) => void;
  readonly testId?: string;
  readonly children?: ReactNode;
}): ReactElement {
  return (
    <Flex gap={12} wrap="wrap" role="search" style={{ marginBottom: 16 }}>
      <SearchInput
        aria-label={label}
        placeholder={placeholder}
        allowClear
        defaultValue={search}
        style={{ maxWidth: 320 }}
        onSearch={onSearch}
        data-testid={testId}
      />
      {children}
    </Flex>
  );
}
