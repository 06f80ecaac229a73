// The FAQ accordion (spec §4): one answer open at a time, the first open to begin with, the open one closes on click.
import * as Accordion from '@radix-ui/react-accordion';
import type { FaqItem } from '../../shared/faq';
import { useHydrated } from './useHydrated';
import { ChevronIcon } from './icons';
import './FaqAccordion.css';

interface FaqAccordionProps {
  items: readonly FaqItem[];
  /** The heading level of each question, so it fits under the section it sits in. */
  headingLevel?: 'h2' | 'h3';
  className?: string;
}

export function FaqAccordion({ items, headingLevel = 'h3', className }: FaqAccordionProps) {
  const Heading = headingLevel;
  // The first answer is open in the prerendered HTML already: it opens with an animation only once the page is live.
  const live = useHydrated();
  return (
    <Accordion.Root
      type="single"
      collapsible
      defaultValue={items[0]?.id}
      className={`faq-accordion${live ? ' faq-accordion--live' : ''}${className ? ` ${className}` : ''}`}
    >
      {items.map((item) => (
        <Accordion.Item key={item.id} value={item.id} className="faq-accordion__item">
          <Accordion.Header asChild>
            <Heading className="faq-accordion__heading">
              <Accordion.Trigger className="faq-accordion__trigger">
                <span>{item.question}</span>
                <ChevronIcon className="faq-accordion__chevron" />
              </Accordion.Trigger>
            </Heading>
          </Accordion.Header>
          <Accordion.Content className="faq-accordion__content">
            <div className="faq-accordion__answer">
              {item.answer.split('\n\n').map((paragraph) => (
                <p key={paragraph.slice(0, 40)}>{paragraph}</p>
              ))}
            </div>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
