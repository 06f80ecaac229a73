// ARIA tabs (WAI-ARIA APG, automatic activation): one tab stop, arrow keys and Home/End move and select,
// the selected panel follows the tab list and is focusable. A list wider than the screen scrolls sideways, keeps
// the selected tab in view and fades the edge that has more.
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface TabDef<K extends string> {
  key: K;
  label: ReactNode;
}

interface TabsProps<K extends string> {
  tabs: readonly TabDef<K>[];
  selected: K;
  onSelect: (key: K) => void;
  /** The tab list's accessible name. */
  label: string;
  variant?: 'main' | 'pill';
  children: (key: K) => ReactNode;
}

/** Room left beside the selected tab when the list scrolls to it, so its neighbour shows there is more. */
const NEIGHBOUR_PEEK = 40;

/** Scrolls the list sideways (never the page) just enough to show the tab whole. */
function keepInView(list: HTMLElement, tab: HTMLElement) {
  const outer = list.getBoundingClientRect();
  const inner = tab.getBoundingClientRect();
  const peek = Math.min(NEIGHBOUR_PEEK, Math.max(0, (outer.width - inner.width) / 2));
  if (inner.left < outer.left + peek) list.scrollLeft -= outer.left + peek - inner.left;
  else if (inner.right > outer.right - peek) list.scrollLeft += inner.right - (outer.right - peek);
}

interface Overflow {
  start: boolean;
  end: boolean;
}

/** Which ends of a sideways-scrolling list hide tabs. */
function overflowOf(list: HTMLElement): Overflow {
  return { start: list.scrollLeft > 1, end: list.scrollLeft + list.clientWidth < list.scrollWidth - 1 };
}

export function Tabs<K extends string>({ tabs, selected, onSelect, label, variant = 'main', children }: TabsProps<K>) {
  const base = useId();
  const refs = useRef(new Map<K, HTMLButtonElement>());
  const list = useRef<HTMLDivElement>(null);
  const [overflow, setOverflow] = useState<Overflow>({ start: false, end: false });
  const measure = () => {
    if (!list.current) return;
    const next = overflowOf(list.current);
    setOverflow((now) => (now.start === next.start && now.end === next.end ? now : next));
  };
  const tabId = (key: K) => `${base}-tab-${key}`;
  const panelId = (key: K) => `${base}-panel-${key}`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((t) => t.key === selected);
    const last = tabs.length - 1;
    const target = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = tabs[target];
    if (!next) return;
    onSelect(next.key);
    refs.current.get(next.key)?.focus();
  };

  useLayoutEffect(() => {
    const tab = refs.current.get(selected);
    if (list.current && tab) keepInView(list.current, tab);
    measure();
  }, [selected]);
  // The ends change with the screen's width and the labels' (a count appearing); scrolling calls measure too.
  useEffect(() => {
    const el = list.current;
    if (!el || !('ResizeObserver' in window)) return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    for (const child of Array.from(el.children)) observer.observe(child);
    return () => observer.disconnect();
  }, []);

  return (
    <div className={`tabs tabs--${variant}`}>
      {/* Arrow keys from the focused tab bubble up here; the tabs themselves take focus (roving tabindex). */}
      {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus */}
      <div
        ref={list}
        role="tablist"
        aria-label={label}
        className="tabs__list"
        data-more-start={overflow.start || undefined}
        data-more-end={overflow.end || undefined}
        onKeyDown={onKeyDown}
        onScroll={measure}
      >
        {tabs.map((tab) => {
          const active = tab.key === selected;
          return (
            <button
              key={tab.key}
              ref={(node) => {
                if (node) refs.current.set(tab.key, node);
                else refs.current.delete(tab.key);
              }}
              type="button"
              role="tab"
              id={tabId(tab.key)}
              aria-selected={active}
              aria-controls={panelId(tab.key)}
              tabIndex={active ? 0 : -1}
              className="tabs__tab"
              onClick={() => onSelect(tab.key)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId(selected)} aria-labelledby={tabId(selected)} tabIndex={0} className="tabs__panel">
        {children(selected)}
      </div>
    </div>
  );
}
