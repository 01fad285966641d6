import { Typography } from 'shared-ui/antd/typography';
import type { ReactElement } from 'react';

/** An influencer as a table shows them: the name, and the handle below it. */
export function CreatorCell({
  name,
  handle,
}: {
  readonly name: string;
  readonly handle: string;
}): ReactElement {
  return (
    <>
      <Typography.Text strong>{name}</Typography.Text>
      <br />
      <Typography.Text type="secondary">{handle}</Typography.Text>
    </>
  );
}
