import { Button } from 'shared-ui/antd/base';
import { Tabs } from 'shared-ui/antd/panels';
import { useState, type ReactElement, type ReactNode } from 'react';

/**
 * A list of items edited one tab at a time (the ad sets of a campaign, the ads of an ad set): a button
 * beside the tabs adds one while fewer than `max` exist, each tab but the last one left closes.
 * @param testId - names the tab bar, for the item kind's tests
 */
export function ItemTabs<Item>({
  items,
  max,
  label,
  addLabel,
  onAdd,
  onRemove,
  render,
  testId,
}: {
  readonly items: readonly Item[];
  readonly max: number;
  /** The tab title of the item at `index`. */
  readonly label: (item: Item, index: number) => string;
  readonly addLabel: string;
  readonly onAdd: () => void;
  readonly onRemove: (index: number) => void;
  readonly render: (item: Item, index: number) => ReactNode;
  readonly testId: string;
}): ReactElement {
  // The tab shown: a new item's once added, the one before a closed one.
  const [active, setActive] = useState(0);
  const shown = Math.min(active, items.length - 1);
  return (
    <Tabs
      type="editable-card"
      data-testid={testId}
      activeKey={String(shown)}
      onChange={(key) => setActive(Number(key))}
      // Its own button, named for what it adds (the tab bar's own is a bare "+").
      hideAdd
      tabBarExtraContent={
        items.length < max ? (
          <Button
            size="small"
            onClick={() => {
              onAdd();
              setActive(items.length);
            }}
          >
            {addLabel}
          </Button>
        ) : null
      }
      onEdit={(key, action) => {
        if (action !== 'remove') return;
        const index = Number(key);
        onRemove(index);
        if (index <= shown) setActive(Math.max(0, shown - 1));
      }}
      items={items.map((item, index) => ({
        key: String(index),
        label: label(item, index),
        closable: items.length > 1,
        children: render(item, index),
      }))}
    />
  );
}
