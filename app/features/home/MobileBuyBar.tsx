// The sticky bottom bar on phones: the price and "Create Your Song", one tap away once the hero's own
// buttons have scrolled out of view. The footer keeps room for it below its last line.
import { useEffect, useRef, useState, type RefObject } from 'react';
import { Link } from '../../ui/router';
import type { Offer } from '../../../shared/offers';
import { PriceTag } from '../../ui/PriceTag';
import { createSongPath } from '../../ui/navigation';

/** The CSS variable the footer pads its bottom with (Footer.css): the bar's height, 0 where the bar is not shown. */
const SPACE_VARIABLE = '--bottom-bar-height';

/**
 * Keeps SPACE_VARIABLE equal to the bar's height (text size and the safe area change it) while the bar is mounted.
 * Landing.css already gives it the bar's usual height, so a phone's first visit writes nothing: a property set on
 * <html> restyles every element of the page, a long task while the page hydrates.
 */
function useReservedSpace(bar: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const el = bar.current;
    if (!el) return;
    const root = document.documentElement;
    const reserve = () => {
      const height = `${el.offsetHeight}px`;
      if (getComputedStyle(root).getPropertyValue(SPACE_VARIABLE).trim() !== height) root.style.setProperty(SPACE_VARIABLE, height);
    };
    reserve();
    const observer = 'ResizeObserver' in window ? new ResizeObserver(reserve) : undefined;
    observer?.observe(el);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(SPACE_VARIABLE);
    };
  }, [bar]);
}

export function MobileBuyBar({ offer, watch }: { offer: Offer; watch: string }) {
  const [visible, setVisible] = useState(false);
  const bar = useRef<HTMLElement>(null);
  useReservedSpace(bar);
  useEffect(() => {
    const target = document.getElementById(watch);
    if (!target) return;
    const observer = new IntersectionObserver(([entry]) => setVisible(!entry?.isIntersecting));
    observer.observe(target);
    return () => observer.disconnect();
  }, [watch]);

  return (
    <aside
      ref={bar}
      className={`buy-bar${visible ? ' buy-bar--visible' : ''}`}
      aria-label="Order your song"
      aria-hidden={!visible}
      inert={!visible}
    >
      <div className="buy-bar__price">
        <PriceTag offer={offer} />
        <span className="buy-bar__note">Ready in {offer.deliveryHours} h</span>
      </div>
      <Link to={createSongPath('landing')} className="btn btn--primary">
        Create Your Song
      </Link>
    </aside>
  );
}
