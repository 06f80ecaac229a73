// The five questions of the landing page (loaded when scrolled near, with the accordion's code).
import { FaqAccordion } from '../../ui/FaqAccordion';
import { HOME_FAQ_ITEMS } from '../../../shared/faq';

export default function HomeFaq() {
  return <FaqAccordion items={HOME_FAQ_ITEMS} headingLevel="h3" />;
}
