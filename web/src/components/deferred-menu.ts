import {
  type ComponentType,
  type KeyboardEvent,
  type PointerEvent,
  type RefObject,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { whenPageIdle } from '@/lib/when-page-idle';

// Dropdown menus whose code (Radix menus and their positioning, about 20 KB) stays off the path to a
// screen's first paint: a look-alike trigger button stands in, the code downloads once the page is idle
// or as soon as the person reaches for the button, and the menu then takes the button's place. Whether
// it is open lives with the caller, so a press on the stand-in opens the menu whenever its code arrives.

/** What a deferred menu component receives besides its own props. */
export interface DeferredMenuState {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Take the keyboard focus when mounted: the stand-in had it. */
  focusTrigger: boolean;
}

/** A module loader called once, however many menus ask for it. */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => (loading ??= load());
}

/** The same presses that open Radix's trigger: a main-button pointer press, or Enter, Space, ArrowDown. */
const OPENING_KEYS = ['Enter', ' ', 'ArrowDown'];

export function useDeferredMenu<P>(load: () => Promise<ComponentType<P & DeferredMenuState>>) {
  const [Menu, setMenu] = useState<ComponentType<P & DeferredMenuState> | null>(null);
  const [open, setOpen] = useState(false);
  const [focused, setFocused] = useState(false);
  const fetchMenu = useCallback(() => {
    void load().then((menu) => setMenu(() => menu));
  }, [load]);
  useEffect(() => whenPageIdle(fetchMenu), [fetchMenu]);
  const press = () => {
    setOpen(true);
    fetchMenu();
  };
  return {
    Menu,
    state: { open, onOpenChange: setOpen, focusTrigger: focused && !open } satisfies DeferredMenuState,
    /** Handlers for the stand-in button. */
    standIn: {
      onPointerEnter: fetchMenu,
      onFocus: () => {
        setFocused(true);
        fetchMenu();
      },
      onBlur: () => setFocused(false),
      onPointerDown: (event: PointerEvent) => {
        if (event.button === 0 && !event.ctrlKey) press();
      },
      onKeyDown: (event: KeyboardEvent) => {
        if (!OPENING_KEYS.includes(event.key)) return;
        event.preventDefault();
        press();
      },
    },
  };
}

/** Moves the focus to the real trigger when it replaces a focused stand-in (once, at mount). */
export function useFocusAtMount(trigger: RefObject<HTMLElement | null>, focus: boolean): void {
  const focusAtMount = useRef(focus);
  useEffect(() => {
    if (focusAtMount.current) trigger.current?.focus();
  }, [trigger]);
}
