// /how-it-works: the four steps from story to song, what every order includes, and who we are (#about).
import { useEffect, type ComponentType } from 'react';
import { Link, useLocation } from '../../ui/router';
import { ArrowRightIcon, CheckIcon, GiftIcon, MusicIcon, PenIcon, SlidersIcon } from '../../ui/icons';
import type { ShopProfile } from '../../../shared/shopProfile';
import { useShop } from '../../core/api/queries';
import { usePageMeta } from '../../ui/usePageMeta';
import { leadingFigure } from './socialProof';
import './HowItWorksPage.css';

interface Step {
  title: string;
  Icon: ComponentType;
  text: string;
  youDo: string;
  youGet: string;
}

const STEPS: Step[] = [
  {
    title: 'Share your story',
    Icon: PenIcon,
    text: 'Tell us who the song is for, the occasion, and the moments that matter: how you met, the places you love, the little things only the two of you know.',
    youDo: 'Answer a few short questions and write your story in your own words.',
    youGet: 'A song built on details no one else could write.',
  },
  {
    title: 'Choose your style',
    Icon: SlidersIcon,
    text: 'Pick the feeling and the sound: a mood, a genre from romantic ballad to country or cinematic, and a female or male voice.',
    youDo: 'Choose a mood, a genre and a voice, or leave the voice to us.',
    youGet: 'A song that sounds like them, not like a template.',
  },
  {
    title: 'We compose',
    Icon: MusicIcon,
    text: 'Our songwriters turn your story into original lyrics, then our singers and producers record and mix the finished track. Most songs are ready within 24 hours, or 6 hours with rush delivery.',
    youDo: "Nothing at all. We'll email you when it's ready.",
    youGet: 'Original lyrics and a fully produced song, made by people.',
  },
  {
    title: 'Receive and share',
    Icon: GiftIcon,
    text: 'Your song arrives by email as an MP3, with the lyrics alongside. Play it over dinner, at the wedding or down the phone, and watch their face.',
    youDo: 'Download it, press play and share the moment.',
    youGet: 'The MP3 and a free copy of the lyrics, yours to keep.',
  },
];

const INCLUDED = [
  'Your original song as an MP3, produced by real musicians',
  'A free digital copy of the lyrics (PDF or text)',
  'One free round of lyric revisions',
  '100% satisfaction guarantee, or your money back',
];

/** The footer's "About" link lands here from another page; the shared scroll handler runs before this lazy page exists. */
function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
}

export default function HowItWorksPage() {
  const shop = useShop();
  usePageMeta(
    'How it works',
    'Share your story, choose your style, and our songwriters, singers and producers create your personalized song. Most songs are ready within 24 hours.',
  );
  useScrollToHash();

  return (
    <>
      <section className="page-hero" aria-labelledby="hiw-title">
        <div className="container">
          <span className="eyebrow">How it works</span>
          <h1 id="hiw-title">From your story to their song</h1>
          <p className="lead">
            You bring the memories; our songwriters, singers and producers do the rest. Four simple steps, and most songs are ready within
            24 hours.
          </p>
        </div>
      </section>

      <StepsSection />
      <IncludedSection />
      <AboutSection shop={shop} />
    </>
  );
}

function StepsSection() {
  return (
    <section className="section hiw-page__steps-section" aria-labelledby="hiw-steps-title">
      <div className="container">
        <h2 id="hiw-steps-title" className="visually-hidden">
          The four steps
        </h2>
        <ol className="hiw-page__steps">
          {STEPS.map(({ title, Icon, text, youDo, youGet }, index) => (
            <li key={title} className="card hiw-page__step">
              <div className="hiw-page__step-top">
                <span className="hiw-page__icon">
                  <Icon />
                </span>
                <span className="hiw-page__number" aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </span>
              </div>
              <h3>
                <span className="visually-hidden">Step {index + 1}: </span>
                {title}
              </h3>
              <p>{text}</p>
              <dl className="hiw-page__detail">
                <div>
                  <dt>You do</dt>
                  <dd>{youDo}</dd>
                </div>
                <div>
                  <dt>You get</dt>
                  <dd>{youGet}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ol>
        <div className="hiw-page__begin center">
          <Link to="/create-song?fresh=true" className="btn btn--primary btn--lg">
            Begin
            <ArrowRightIcon />
          </Link>
          <p className="hiw-page__begin-note">Most songs ready within 24 hours · 6-hour rush available</p>
        </div>
      </div>
    </section>
  );
}

function IncludedSection() {
  return (
    <section className="section section--blush" aria-labelledby="hiw-included-title">
      <div className="container hiw-page__included">
        <div>
          <span className="eyebrow">Every order</span>
          <h2 id="hiw-included-title">What you get</h2>
          <p className="lead">No extras to unlock. Every song includes:</p>
        </div>
        <ul className="hiw-page__checklist">
          {INCLUDED.map((line) => (
            <li key={line}>
              <CheckIcon />
              <span>{line}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function AboutSection({ shop }: { shop: ShopProfile }) {
  // "500+ couples served": the figure stands out when the line starts with one.
  const figure = leadingFigure(shop.socialProof);
  return (
    <section id="about" className="section hiw-page__about" aria-labelledby="hiw-about-title">
      <div className="container">
        <div className="hiw-page__about-inner">
          <span className="eyebrow">Who we are</span>
          <h2 id="hiw-about-title">About {shop.name}</h2>
          <p>
            {shop.name} is a small team of songwriters, producers and singers who believe the best gifts are the ones that could only ever
            belong to one person. Every song we make is written, sung and produced by people, never generated.
          </p>
          <p>
            We read each story closely, write lyrics around the details you give us, and record them with the same care we would want for
            our own families. Every song begins the same way: with someone who has something important to say.
          </p>
          {shop.socialProof && (
            <p className="hiw-page__about-stat">
              {figure ? (
                <>
                  <strong>{figure.figure}</strong> {figure.rest}
                </>
              ) : (
                shop.socialProof
              )}
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
