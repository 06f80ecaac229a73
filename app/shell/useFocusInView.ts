// Keeps whatever takes focus wholly in view, clear of what is pinned over the page (WCAG 2.4.11, issue 27). The
// browser scrolls a focused control into view only when none of it shows: one half under the sticky header, the
// chat launcher, a toast or the edge of a sideways list stays where it is. Here, once focus has moved, a control
// not wholly inside the free part of its scrolling box (the page less its scroll-padding, which base.css and the
// launcher's CSS keep equal to what covers it) is scrolled the least that shows it.
import { useEffect } from 'react';

/** What shows focus: the control, or the label of a visually hidden one (a radio drawn as a card). */
function shownElement(element: HTMLElement): HTMLElement {
  const box = element.getBoundingClientRect();
  if (box.width >= 4 && box.height >= 4) return element;
  return (element as HTMLInputElement).labels?.[0] ?? element;
}

/** Whether the box lies wholly in the part of the window that nothing pinned covers. */
function whollyInFreeArea(box: DOMRect): boolean {
  const root = getComputedStyle(document.documentElement);
  const top = parseFloat(root.scrollPaddingTop) || 0;
  const bottom = parseFloat(root.scrollPaddingBottom) || 0;
  const height = window.innerHeight;
  // A control taller than the free area cannot fit: its top showing is the best there is.
  if (box.height > height - top - bottom) return box.top >= top && box.top < height - bottom;
  return box.top >= top && box.bottom <= height - bottom && box.left >= 0 && box.right <= window.innerWidth;
}

/** Whether a sideways-scrolling list cuts the box off at one of its edges. */
function cutBySidewaysList(element: HTMLElement, box: DOMRect): boolean {
  for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
    if (node.scrollWidth <= node.clientWidth) continue;
    const overflow = getComputedStyle(node).overflowX;
    if (overflow !== 'auto' && overflow !== 'scroll') continue;
    const edges = node.getBoundingClientRect();
    return box.left < edges.left || box.right > edges.right;
  }
  return false;
}

export function useFocusInView() {
  useEffect(() => {
    let frame = 0;
    const onFocusIn = (event: FocusEvent) => {
      const element = event.target;
      if (!(element instanceof HTMLElement) || element === document.body) return;
      cancelAnimationFrame(frame);
      // After the browser's own scrolling for the focus, and after a page that moved focus has laid out.
      frame = requestAnimationFrame(() => {
        if (document.activeElement !== element) return;
        const shown = shownElement(element);
        const box = shown.getBoundingClientRect();
        if (whollyInFreeArea(box) && !cutBySidewaysList(shown, box)) return;
        shown.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      });
    };
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      cancelAnimationFrame(frame);
    };
  }, []);
}
