// /hero's own header over the video: the logo, the page links and "Create Your Song" in one row. On phones the
// links move into the shared menu drawer, so the row fits and the button stays in view.
import { lazy, Suspense, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useFreeSongEnabled, useShop } from '../../core/api/queries';
import { MenuIcon } from '../../ui/icons';
import { Logo } from '../../ui/Logo';
import { createSongPath } from '../../ui/navigation';

const MobileDrawer = lazy(() => import('../../ui/MobileDrawer'));

const LINKS = [
  { to: '/faq', label: 'FAQ' },
  { to: '/how-it-works', label: 'How it works' },
  { to: '/sample-songs', label: 'Samples' },
] as const;

export function HeroHeader() {
  const freeSong = useFreeSongEnabled();
  const { name } = useShop();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The drawer's code loads on the first tap, not with the page.
  const [drawerWanted, setDrawerWanted] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);

  return (
    <header className="hero-b__header container">
      <Link to="/" aria-label={`${name} home`} className="hero-b__logo">
        <Logo light />
      </Link>
      <nav aria-label="Main" className="hero-b__nav">
        <ul>
          {LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <Link to={createSongPath('home')} className="btn btn--light hero-b__cta">
        Create Your Song
      </Link>
      <button
        ref={menuButton}
        type="button"
        className="hero-b__menu"
        aria-label="Open menu"
        aria-expanded={drawerOpen}
        aria-haspopup="dialog"
        onClick={() => {
          setDrawerWanted(true);
          setDrawerOpen(true);
        }}
      >
        <MenuIcon />
      </button>
      {drawerWanted && (
        <Suspense fallback={null}>
          <MobileDrawer
            open={drawerOpen}
            onOpenChange={setDrawerOpen}
            freeSong={freeSong}
            startSong={createSongPath('home')}
            returnFocusTo={menuButton}
          />
        </Suspense>
      )}
    </header>
  );
}
