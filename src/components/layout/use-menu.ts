import {
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
} from "react";

const HOVER_CLOSE_DELAY_MS = 150;
/** Announced by a menu as it opens, so any other open menu closes at once. */
const MENU_OPEN_EVENT = "parhai:menu-open";

/**
 * One desktop dropdown: opens on mouse hover, on click or tap, and by keyboard (Enter, Space,
 * ArrowDown); closes on Escape (focus goes back to the button), when focus or the mouse leaves,
 * on a click outside and when a link inside is followed.
 */
export function useMenu() {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  // A mouse user who hovers and then clicks expects the menu to stay open, not to toggle shut.
  const openedByHover = useRef(false);
  // ArrowDown puts focus on the first item, also when the items come after the menu opened.
  const focusFirst = useRef(false);

  /** Focuses the menu's first item; false while it has none (its links still on their way). */
  function focusFirstItem(): boolean {
    const first = rootRef.current?.querySelector<HTMLElement>("a, button[data-menu-item]");
    first?.focus();
    return Boolean(first);
  }

  useEffect(() => {
    if (open && focusFirst.current && focusFirstItem()) focusFirst.current = false;
  });

  function show() {
    document.dispatchEvent(new CustomEvent(MENU_OPEN_EVENT, { detail: rootRef.current }));
    setOpen(true);
  }

  function close(returnFocus = false) {
    window.clearTimeout(closeTimer.current);
    setOpen(false);
    openedByHover.current = false;
    focusFirst.current = false;
    if (returnFocus) buttonRef.current?.focus();
  }

  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: globalThis.PointerEvent) {
      if (!rootRef.current?.contains(event.target as Node)) close();
    }
    function onKeyDown(event: globalThis.KeyboardEvent) {
      if (event.key !== "Escape") return;
      close(rootRef.current?.contains(document.activeElement) ?? false);
    }
    function onOtherMenuOpen(event: Event) {
      if ((event as CustomEvent<unknown>).detail !== rootRef.current) close();
    }
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener(MENU_OPEN_EVENT, onOtherMenuOpen);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener(MENU_OPEN_EVENT, onOtherMenuOpen);
    };
  });

  const rootProps = {
    ref: rootRef,
    onPointerEnter(event: PointerEvent) {
      if (event.pointerType !== "mouse") return;
      window.clearTimeout(closeTimer.current);
      if (open) return;
      openedByHover.current = true;
      show();
    },
    onPointerLeave(event: PointerEvent) {
      if (event.pointerType !== "mouse") return;
      closeTimer.current = window.setTimeout(() => close(), HOVER_CLOSE_DELAY_MS);
    },
    onBlur(event: FocusEvent) {
      if (!rootRef.current?.contains(event.relatedTarget)) close();
    },
    onClick(event: MouseEvent) {
      if ((event.target as Element).closest("a")) close();
    },
  };

  const buttonProps = {
    ref: buttonRef,
    type: "button" as const,
    "aria-expanded": open,
    onClick() {
      if (open && openedByHover.current) openedByHover.current = false;
      else if (open) close();
      else show();
    },
    onKeyDown(event: KeyboardEvent) {
      if (event.key !== "ArrowDown") return;
      event.preventDefault();
      focusFirst.current = !(open && focusFirstItem());
      if (!open) show();
    },
  };

  return { open, close, rootProps, buttonProps };
}
