import { useEffect, useRef } from "react";

/**
 * A ref for a box (with tabIndex -1) that takes the focus whenever `shown` becomes truthy,
 * such as a confirmation step that an action's answer brings up.
 */
export function useFocusWhenShown<Element extends HTMLElement>(shown: unknown) {
  const box = useRef<Element>(null);
  useEffect(() => {
    if (shown) box.current?.focus();
  }, [shown]);
  return box;
}
