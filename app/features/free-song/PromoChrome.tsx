// The slim frame of the free-song pages, which have no shared header or footer (spec §2): a bar with the logo
// (home) and a way back, and a small footer with the legal links.
import { Link, useLocation, useNavigate } from '../../ui/router';
import { useShop } from '../../core/api/queries';
import { copyrightHolder } from '../../../shared/shopProfile';
import { ArrowLeftIcon } from '../../ui/icons';
import { Logo } from '../../ui/Logo';
import './PromoChrome.css';

/** Back where the visitor came from inside the shop; a first page of the visit has nowhere to go back to but home. */
function BackLink() {
  const navigate = useNavigate();
  const { key } = useLocation();
  if (key === 'default') {
    return (
      <Link to="/" className="promo-bar__back">
        <ArrowLeftIcon width={20} height={20} /> Home
      </Link>
    );
  }
  return (
    <button type="button" className="promo-bar__back" onClick={() => navigate(-1)}>
      <ArrowLeftIcon width={20} height={20} /> Back
    </button>
  );
}

export function PromoBar({ back = true }: { back?: boolean }) {
  const { name } = useShop();
  return (
    <header className="promo-bar">
      <div className="container promo-bar__inner">
        <Link to="/" className="promo-bar__logo" aria-label={`${name} home`}>
          <Logo />
        </Link>
        {back && <BackLink />}
      </div>
    </header>
  );
}

export function PromoFooter() {
  const shop = useShop();
  return (
    <footer className="promo-footer">
      <div className="container promo-footer__inner">
        <p>
          © {new Date().getFullYear()} {copyrightHolder(shop)}.{shop.tagline ? ` ${shop.tagline}` : ''}
        </p>
        <nav aria-label="Legal">
          <ul>
            <li>
              <Link to="/privacy-policy">Privacy Policy</Link>
            </li>
            <li>
              <Link to="/terms-of-service">Terms of Use</Link>
            </li>
            <li>
              <Link to="/contact">Contact</Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
