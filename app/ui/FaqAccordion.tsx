// The FAQ accordion (spec §4): one answer open at a time, the first open to begin with, the open one closes on click.
// Plain buttons and regions (the WAI-ARIA accordion pattern) rather than a headless library: hydrating one cost a
// forced style read and a synchronous second render per question, in one long task on a phone. A closed answer stays
// in the HTML, hidden, so the page reads whole without scripts' help to search engines and in the server's markup.
// A question pressed before the app's code has come (the page is prerendered) opens once it has (EARLY_PRESS).
import { useId, useRef, useState, type ButtonHTMLAttributes, type KeyboardEvent } from 'react';
import type { FaqItem } from '../../shared/faq';
import { EARLY_PRESS } from '../core/earlyPress';
import { ChevronIcon } from './icons';
import { useEarlyPress } from './useEarlyPress';
import './FaqAccordion.css';

interface FaqAccordionProps {
  items: readonly FaqItem[];
  /** The heading level of each question, so it fits under the section it sits in. */
  headingLevel?: 'h2' | 'h3';
  className?: string;
}

/** Up, Down, Home and End move between the questions (the pattern's optional keys), wrapping at the ends. */
const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/** A question's button: a press it got before the app took it over acts once the app has. */
function QuestionButton({ onPress, ...props }: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick'> & { onPress: () => void }) {
  const button = useRef<HTMLButtonElement>(null);
  useEarlyPress(button, onPress);
  return <button ref={button} type="button" {...EARLY_PRESS} {...props} onClick={onPress} />;
}

export function FaqAccordion({ items, headingLevel = 'h3', className }: FaqAccordionProps) {
  const Heading = headingLevel;
  const [open, setOpen] = useState<string | null>(items[0]?.id ?? null);
  // The first answer is open in the server's HTML already: answers animate only once the visitor opens one.
  const [touched, setTouched] = useState(false);
  const prefix = useId();
  const root = useRef<HTMLDivElement>(null);

  const toggle = (id: string) => {
    setTouched(true);
    setOpen((current) => (current === id ? null : id));
  };

  const move = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = MOVES[event.key];
    const triggers = [...(root.current?.querySelectorAll<HTMLButtonElement>('.faq-accordion__trigger') ?? [])];
    const index = triggers.indexOf(event.currentTarget);
    if (!next || index < 0) return;
    event.preventDefault();
    triggers[next(index, triggers.length)]?.focus();
  };

  return (
    <div ref={root} className={`faq-accordion${touched ? ' faq-accordion--live' : ''}${className ? ` ${className}` : ''}`}>
      {items.map((item) => {
        const expanded = open === item.id;
        const state = expanded ? 'open' : 'closed';
        const triggerId = `${prefix}-q-${item.id}`;
        const answerId = `${prefix}-a-${item.id}`;
        return (
          <div key={item.id} className="faq-accordion__item" data-state={state}>
            <Heading className="faq-accordion__heading">
              <QuestionButton
                id={triggerId}
                className="faq-accordion__trigger"
                data-state={state}
                aria-expanded={expanded}
                aria-controls={answerId}
                onPress={() => toggle(item.id)}
                onKeyDown={move}
              >
                <span>{item.question}</span>
                <ChevronIcon className="faq-accordion__chevron" />
              </QuestionButton>
            </Heading>
            <div
              id={answerId}
              role="region"
              aria-labelledby={triggerId}
              className="faq-accordion__content"
              data-state={state}
              hidden={!expanded}
            >
              <div className="faq-accordion__answer">
                {item.answer.split('\n\n').map((paragraph) => (
                  <p key={paragraph.slice(0, 40)}>{paragraph}</p>
                ))}
              </div>
            </div>
          </div>
        );
      })}
    </div>
  );
}
