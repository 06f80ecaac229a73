// The legal pages' "Contact us": the shop's support address, contact form and hours, and the legal entity behind
// the shop with its postal address, all from the shop's profile.
import { Link } from '../../ui/router';
import type { ShopProfile } from '../../../shared/shopProfile';
import { useContactHours } from '../../core/api/queries';

export function LegalContact({ shop, question }: { shop: ShopProfile; question: string }) {
  const hours = useContactHours();
  return (
    <>
      <p>
        {question} Email <a href={`mailto:${shop.supportEmail}`}>{shop.supportEmail}</a> or use our <Link to="/contact">contact form</Link>.
        {hours && ` We reply ${hours}`}
        {shop.responseTime && `${hours ? ', usually' : ' We usually reply'} within ${shop.responseTime}`}
        {(hours || shop.responseTime) && '.'}
      </p>
      <address className="legal-page__address" data-testid="legal-address">
        {shop.legalName}
        {shop.postalAddress.split('\n').map((line, i) => (line.trim() ? <span key={i}>{line.trim()}</span> : null))}
      </address>
    </>
  );
}
