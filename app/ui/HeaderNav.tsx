// What the site header and /hero's own header share: the row of page links ("Main" navigation), and the menu button
// that opens them in the drawer on narrow screens. Each header places and styles them with its own classes.
import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { EARLY_PRESS } from '../core/earlyPress';
import { NavLink } from './router';
import { MenuIcon } from './icons';
import { useEarlyPress } from './useEarlyPress';

const MobileDrawer = lazy(() => import('./MobileDrawer'));

/** The page links in a row; `children` adds items after them (the site header's free-song link). */
export function HeaderNav({
  className,
  links,
  children,
}: {
  className: string;
  links: ReadonlyArray<{ to: string; label: string }>;
  children?: ReactNode;
}) {
  return (
    <nav className={className} aria-label="Main">
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to}>{link.label}</NavLink>
          </li>
        ))}
        {children}
      </ul>
    </nav>
  );
}

/** The button that opens the links in the drawer; the drawer's code loads on the first tap, not with the page. */
export function HeaderMenuButton({
  className,
  open,
  onOpenChange,
  freeSong,
  startSong,
}: {
  className: string;
  /** Whether the drawer is open (the site header reads it to drop its clear look). */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  freeSong: boolean;
  /** Where the drawer's "Start Your Song" goes. */
  startSong: string;
}) {
  const [drawerWanted, setDrawerWanted] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const openDrawer = () => {
    setDrawerWanted(true);
    onOpenChange(true);
  };
  // In a prerendered page the button shows before its code: a tap until then opens the drawer once it has come.
  useEarlyPress(menuButton, openDrawer);
  return (
    <>
      <button
        ref={menuButton}
        type="button"
        className={className}
        aria-label="Open menu"
        aria-expanded={open}
        aria-haspopup="dialog"
        {...EARLY_PRESS}
        onClick={openDrawer}
      >
        <MenuIcon />
      </button>
      {drawerWanted && (
        <Suspense fallback={null}>
          <MobileDrawer open={open} onOpenChange={onOpenChange} freeSong={freeSong} startSong={startSong} returnFocusTo={menuButton} />
        </Suspense>
      )}
    </>
  );
}
