// The shared header: logo, links, the free-song link when the setting is on, "Start Your Song";
// transparent over the home page's hero until scrolled, solid elsewhere; a drawer on narrow screens.
import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from '../ui/router';
import { offerShownOn } from '../../shared/offers';
import { useFreeSongEnabled, useShop } from '../core/api/queries';
import { HeaderMenuButton, HeaderNav } from '../ui/HeaderNav';
import { InstallButton } from '../ui/InstallButton';
import { Logo } from '../ui/Logo';
import { createSongPath, FREE_SONG_LINK, NAV_LINKS, START_SONG_LINK } from '../ui/navigation';
import './Header.css';

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
        <HeaderNav className="site-header__nav" links={NAV_LINKS}>
          {freeSong && (
            <li>
              <NavLink to={FREE_SONG_LINK.to} className="site-header__free" data-testid="free-song-link">
                {FREE_SONG_LINK.label}
              </NavLink>
            </li>
          )}
        </HeaderNav>
        <div className="site-header__actions">
          <InstallButton className={`btn site-header__install ${clear ? 'btn--ghost-light' : 'btn--outline'}`} />
          <Link to={startSong} className="btn btn--primary site-header__cta">
            {START_SONG_LINK.label}
          </Link>
          <HeaderMenuButton
            className="site-header__menu"
            open={drawerOpen}
            onOpenChange={setDrawerOpen}
            freeSong={freeSong}
            startSong={startSong}
          />
        </div>
      </div>
    </header>
  );
}
