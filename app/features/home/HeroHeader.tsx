// /hero's own header over the video: the logo, the page links and "Create Your Song" in one row. On phones the
// links move into the shared menu drawer, so the row fits and the button stays in view.
import { useState } from 'react';
import { Link } from '../../ui/router';
import { useFreeSongEnabled, useShop } from '../../core/api/queries';
import { HeaderMenuButton, HeaderNav } from '../../ui/HeaderNav';
import { Logo } from '../../ui/Logo';
import { createSongPath } from '../../ui/navigation';

const LINKS = [
  { to: '/faq', label: 'FAQ' },
  { to: '/how-it-works', label: 'How it works' },
  { to: '/sample-songs', label: 'Samples' },
] as const;

export function HeroHeader() {
  const freeSong = useFreeSongEnabled();
  const { name } = useShop();
  const [drawerOpen, setDrawerOpen] = useState(false);

  return (
    <header className="hero-b__header container">
      <Link to="/" aria-label={`${name} home`} className="hero-b__logo">
        <Logo light />
      </Link>
      <HeaderNav className="hero-b__nav" links={LINKS} />
      <Link to={createSongPath('home')} className="btn btn--light hero-b__cta">
        Create Your Song
      </Link>
      <HeaderMenuButton
        className="hero-b__menu"
        open={drawerOpen}
        onOpenChange={setDrawerOpen}
        freeSong={freeSong}
        startSong={createSongPath('home')}
      />
    </header>
  );
}
