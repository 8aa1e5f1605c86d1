import { useLayoutEffect, useState } from 'react';

/**
 * For a Mantine overlay (Modal, Drawer): null until it is first opened (render nothing),
 * then the `opened` to give it. Mounted closed, as a page's overlays wait, each one's portal
 * and transitions rendered it a second time, synchronously, right after the page had
 * started (issue 32). On the first opening it mounts closed and opens in a layout effect,
 * before the browser paints: so it still animates in, and Mantine notes what had the focus,
 * to give it back on closing.
 */
export function useOpenedOnceMounted(opened: boolean): boolean | null {
  const [mounted, setMounted] = useState(false);
  useLayoutEffect(() => {
    // The one second render wanted: as an overlay opens, never as a page starts.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (opened) setMounted(true);
  }, [opened]);
  if (!mounted && !opened) return null;
  return mounted && opened;
}
