// The shared footer: social links, services, legal, copyright and tagline.
import { Link } from 'react-router-dom';
import { useFreeSongEnabled } from '../api/queries';
import { InstagramIcon, TikTokIcon, YouTubeIcon } from './icons';
import { Logo } from './Logo';
import './Footer.css';

const SOCIAL = [
  { href: 'https://www.instagram.com/', label: 'Serenade on Instagram', Icon: InstagramIcon },
  { href: 'https://www.tiktok.com/', label: 'Serenade on TikTok', Icon: TikTokIcon },
  { href: 'https://www.youtube.com/', label: 'Serenade on YouTube', Icon: YouTubeIcon },
];

export function Footer() {
  const freeSong = useFreeSongEnabled();
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <Logo light />
          <p className="site-footer__tagline">Personalized songs for the people you love.</p>
          <ul className="site-footer__social" aria-label="Social media">
            {SOCIAL.map(({ href, label, Icon }) => (
              <li key={href}>
                <a href={href} aria-label={label} target="_blank" rel="noopener noreferrer">
                  <Icon />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-labelledby="footer-services">
          <h2 id="footer-services" className="site-footer__heading">
            Services
          </h2>
          <ul>
            <li>
              <Link to="/how-it-works">How It Works</Link>
            </li>
            {freeSong && (
              <li>
                <Link to="/free-song">Free Song Offer</Link>
              </li>
            )}
            <li>
              <Link to="/sample-songs">Sample Songs</Link>
            </li>
            <li>
              <Link to="/contact">Contact</Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal" className="site-footer__heading">
            Legal
          </h2>
          <ul>
            <li>
              <Link to="/privacy-policy">Privacy Policy</Link>
            </li>
            <li>
              <Link to="/terms-of-service">Terms of Use</Link>
            </li>
            <li>
              <Link to="/how-it-works#about">About</Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="container site-footer__bottom">
        <p>© 2025 Serenade. All rights reserved.</p>
        <p>Made with love, one story at a time.</p>
      </div>
    </footer>
  );
}
