// Beside the contact form: the shop's address, reply time and hours, and links to the quick answers.
import { Link } from '../../ui/router';
import type { ShopProfile } from '../../../shared/shopProfile';
import { useContactHours } from '../../core/api/queries';
import { ArrowRightIcon, ClockIcon, MailIcon } from '../../ui/icons';

function ReachUs({ shop }: { shop: ShopProfile }) {
  const hours = useContactHours();
  return (
    <div className="card">
      <h2 className="contact-page__card-title">Reach us directly</h2>
      <dl className="contact-page__facts">
        <div>
          <dt>
            <MailIcon />
            Email
          </dt>
          <dd>
            <a href={`mailto:${shop.supportEmail}`}>{shop.supportEmail}</a>
          </dd>
        </div>
        {shop.responseTime && (
          <div>
            <dt>
              <ClockIcon />
              Response time
            </dt>
            <dd>We reply within {shop.responseTime}, usually sooner.</dd>
          </div>
        )}
        {hours && (
          <div>
            <dt>
              <ClockIcon />
              Hours
            </dt>
            <dd>{hours}</dd>
          </div>
        )}
      </dl>
    </div>
  );
}

function QuickAnswers() {
  return (
    <nav className="card" aria-labelledby="contact-quick-title">
      <h2 id="contact-quick-title" className="contact-page__card-title">
        Quick answers
      </h2>
      <ul className="contact-page__links">
        <li>
          <Link to="/faq">
            Frequently asked questions
            <ArrowRightIcon />
          </Link>
        </li>
        <li>
          <Link to="/how-it-works">
            How it works
            <ArrowRightIcon />
          </Link>
        </li>
      </ul>
    </nav>
  );
}

export function ContactAside({ shop }: { shop: ShopProfile }) {
  return (
    <div className="contact-page__aside">
      <ReachUs shop={shop} />
      <QuickAnswers />
    </div>
  );
}
