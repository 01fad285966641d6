import type { MenuProps } from 'antd';
import { Dropdown } from 'shared-ui/antd/layout';
import { cloneElement, useLayoutEffect, useState, type MouseEvent, type ReactElement } from 'react';

/** What `MenuButton` gives its button, besides antd's Dropdown's own props once it is mounted. */
interface TriggerProps {
  ref?: (element: HTMLElement | null) => void;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  'aria-haspopup'?: 'menu';
  'aria-expanded'?: boolean;
}

/**
 * A button that opens a menu, antd's `Dropdown` mounted at the button's first click
 * (docs/performance.md): a Dropdown generates its styles as it renders and
 * sets up its popup's machinery for each instance, on every page that shows one — the header's user
 * menu, a menu on each row of a list — though most loads never open it. Until that click the
 * button is the button alone; the click mounts the Dropdown open, and the button keeps the focus it
 * had (a keyboard's Enter as much as a pointer's click).
 * @param menu - the menu's items and `onClick`, as antd's `Dropdown` takes them
 * @param children - the button (antd's `Button`), which receives `aria-haspopup` and `aria-expanded`
 */
export function MenuButton({
  menu,
  children,
}: {
  readonly menu: MenuProps;
  readonly children: ReactElement<TriggerProps>;
}): ReactElement {
  // Null until the first click; then whether the button had the focus at that click.
  const [mounted, setMounted] = useState<{ readonly hadFocus: boolean } | null>(null);
  const [open, setOpen] = useState(false);
  const [button, setButton] = useState<HTMLElement | null>(null);

  // The click replaced the button's element (the Dropdown wraps it), and the focus left with the old
  // one: give it to the new one.
  useLayoutEffect(() => {
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (mounted?.hadFocus && button && lost) button.focus();
  }, [mounted, button]);

  const trigger = cloneElement(children, {
    ref: setButton,
    'aria-haspopup': 'menu',
    'aria-expanded': open,
    ...(mounted
      ? {}
      : {
          onClick: (event: MouseEvent<HTMLElement>) => {
            setMounted({ hadFocus: document.activeElement === event.currentTarget });
            setOpen(true);
          },
        }),
  });
  if (!mounted) return trigger;
  return (
    <Dropdown trigger={['click']} open={open} onOpenChange={setOpen} menu={menu}>
      {trigger}
    </Dropdown>
  );
}
