// The shared header: logo, links, the free-song link when the setting is on, "Start Your Song";
// transparent over the home page's hero until scrolled, solid elsewhere; a drawer on narrow screens.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { offerShownOn } from '../../shared/offers';
import { useFreeSongEnabled, useShop } from '../core/api/queries';
import { MenuIcon } from '../ui/icons';
import { InstallButton } from '../ui/InstallButton';
import { Logo } from '../ui/Logo';
import { createSongPath, FREE_SONG_LINK, NAV_LINKS, START_SONG_LINK } from '../ui/navigation';
import './Header.css';

const MobileDrawer = lazy(() => import('../ui/MobileDrawer'));

function useScrolled(threshold: number) {
  const [scrolled, setScrolled] = useState(() => typeof window !== 'undefined' && window.scrollY > threshold);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > threshold);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  return scrolled;
}

export function Header({ transparent }: { transparent: boolean }) {
  const freeSong = useFreeSongEnabled();
  const scrolled = useScrolled(40);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const clear = transparent && !scrolled && !drawerOpen;
  // On a page that shows a price, "Start Your Song" sells that price.
  const shop = useShop();
  const startSong = createSongPath(offerShownOn(useLocation().pathname));

  return (
    <header className={`site-header${clear ? ' site-header--clear' : ''}${transparent ? ' site-header--overlay' : ''}`}>
      <div className="site-header__inner container">
        <Link to="/" className="site-header__logo" aria-label={`${shop.name} home`}>
          <Logo light={clear} />
        </Link>
        <nav className="site-header__nav" aria-label="Main">
          <ul>
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to}>{link.label}</NavLink>
              </li>
            ))}
            {freeSong && (
              <li>
                <NavLink to={FREE_SONG_LINK.to} className="site-header__free" data-testid="free-song-link">
                  {FREE_SONG_LINK.label}
                </NavLink>
              </li>
            )}
          </ul>
        </nav>
        <div className="site-header__actions">
          <InstallButton className={`btn site-header__install ${clear ? 'btn--ghost-light' : 'btn--outline'}`} />
          <Link to={startSong} className="btn btn--primary site-header__cta">
            {START_SONG_LINK.label}
          </Link>
          <button
            ref={menuButton}
            type="button"
            className="site-header__menu"
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
        </div>
      </div>
      {drawerWanted && (
        <Suspense fallback={null}>
          <MobileDrawer
            open={drawerOpen}
            onOpenChange={setDrawerOpen}
            freeSong={freeSong}
            startSong={startSong}
            returnFocusTo={menuButton}
          />
        </Suspense>
      )}
    </header>
  );
}
