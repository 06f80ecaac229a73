// The shared footer: the shop's social links (only those its profile sets), services, legal, copyright and tagline.
import { Link } from '../ui/router';
import { copyrightHolder, socialLinks, type SocialNetwork } from '../../shared/shopProfile';
import { useFreeSongEnabled, useShop } from '../core/api/queries';
import { FacebookIcon, InstagramIcon, TikTokIcon, XIcon, YouTubeIcon } from '../ui/icons';
import { Logo } from '../ui/Logo';
import './Footer.css';

const ICONS: Record<SocialNetwork, typeof InstagramIcon> = {
  instagram: InstagramIcon,
  tiktok: TikTokIcon,
  youtube: YouTubeIcon,
  facebook: FacebookIcon,
  x: XIcon,
};

export function Footer() {
  const freeSong = useFreeSongEnabled();
  const shop = useShop();
  const social = socialLinks(shop);
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <Logo light />
          {shop.tagline && <p className="site-footer__tagline">{shop.tagline}</p>}
          {social.length > 0 && (
            <ul className="site-footer__social" aria-label="Social media">
              {social.map(({ network, label, href }) => {
                const Icon = ICONS[network];
                return (
                  <li key={network}>
                    <a href={href} aria-label={`${shop.name} on ${label}`} target="_blank" rel="noopener noreferrer">
                      <Icon />
                    </a>
                  </li>
                );
              })}
            </ul>
          )}
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
        <p>
          © {new Date().getFullYear()} {copyrightHolder(shop)}. All rights reserved.
        </p>
        <p>Made with love, one story at a time.</p>
      </div>
    </footer>
  );
}
