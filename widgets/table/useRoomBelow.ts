import { useLayoutEffect, useState, type RefObject } from 'react';

/** The least height a table keeps however little room is left (a phone held sideways). */
const LEAST = 240;

/**
 * The height from an element's top (as the page lies unscrolled) to the window's bottom, less `reserve` for
 * what follows it (the pagination): a table so tall keeps its header and horizontal scroll bar on the first
 * screen. Measured again when the window or the main area changes size (filters wrapping, a banner coming or
 * going above the page).
 */
export function useRoomBelow(ref: RefObject<HTMLElement | null>, reserve = 72): number | null {
  const [room, setRoom] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const main = element.closest('.portal-main');
    const measure = () => {
      const top = element.getBoundingClientRect().top + (main?.scrollTop ?? 0);
      setRoom(Math.max(LEAST, Math.floor(window.innerHeight - top - reserve)));
    };
    measure();
    // jsdom (unit tests) has no ResizeObserver; the window's resizes still count there.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(main ?? document.body);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [ref, reserve]);
  return room;
}
