// /privacy-policy: what we collect, why, who sees it and how to reach us (dated August 2025, spec §9).
import type { ComponentType } from 'react';
import type { ShopProfile } from '../../../shared/shopProfile';
import { useShop } from '../../core/api/queries';
import { usePageMeta } from '../../ui/usePageMeta';
import { LegalContact } from './LegalContact';
import { LegalDocument, type LegalSection } from './LegalDocument';

/** The document's sections in order, each a heading and its text. */
const SECTIONS: Array<Omit<LegalSection, 'body'> & { Body: ComponentType<{ shop: ShopProfile }> }> = [
  { id: 'who-we-are', title: 'Who we are', Body: WhoWeAre },
  { id: 'what-we-collect', title: 'What we collect', Body: WhatWeCollect },
  { id: 'how-we-use-it', title: 'How we use your information', Body: HowWeUseIt },
  { id: 'your-story', title: 'Your story stays private', Body: YourStory },
  { id: 'sharing', title: 'Who we share it with', Body: Sharing },
  { id: 'cookies-and-local-storage', title: 'Cookies and local storage', Body: CookiesAndLocalStorage },
  { id: 'retention', title: 'How long we keep it', Body: Retention },
  { id: 'security', title: 'Keeping it safe', Body: Security },
  { id: 'children', title: 'Children', Body: Children },
  { id: 'your-rights', title: 'Your rights', Body: YourRights },
  { id: 'changes', title: 'Changes to this policy', Body: Changes },
  { id: 'contact', title: 'Contact us', Body: Contact },
];

const sections = (shop: ShopProfile): LegalSection[] =>
  SECTIONS.map(({ Body, ...section }) => ({ ...section, body: <Body shop={shop} /> }));

function WhoWeAre({ shop }: { shop: ShopProfile }) {
  return (
    <>
      <p>
        {shop.name} (“we”, “us”) is a small team of songwriters, singers and producers who write and record personalized songs from the
        stories our customers share. This policy explains what information we collect when you use our website and order a song, why we need
        it, and the choices you have.
      </p>
      <p>We collect as little as we can to make and deliver your song, and we never sell your information to anyone.</p>
    </>
  );
}

function WhatWeCollect({ shop }: { shop: ShopProfile }) {
  return (
    <>
      <p>Depending on how you use {shop.name}, we may collect:</p>
      <ul>
        <li>
          <strong>Order details:</strong> who the song is for, the occasion, your name if you give it, your choice of mood, genre and voice,
          and whether you chose rush delivery.
        </li>
        <li>
          <strong>Your story:</strong> the memories and details you write for us to turn into lyrics.
        </li>
        <li>
          <strong>Your email address:</strong> so we can deliver your song and send you updates about your order.
        </li>
        <li>
          <strong>Payment information:</strong> payments are handled entirely by our payment provider on its own secure page. We never see
          or store your card number. We receive only a confirmation of payment, the amount, the currency and a payment reference.
        </li>
        <li>
          <strong>Messages you send us:</strong> your name, email address and message when you use the contact form or live chat, and a
          phone number if you choose to give one in chat.
        </li>
        <li>
          <strong>Reaction videos:</strong> if you send us a video of someone hearing their song, the video and the message that comes with
          it.
        </li>
        <li>
          <strong>Information stored on your device:</strong> see <a href="#cookies-and-local-storage">Cookies and local storage</a> below.
        </li>
        <li>
          <strong>Optional analytics:</strong> anonymous measurements of how the site is used, such as pages viewed and buttons clicked,
          which help us understand what works. They are not needed for the site to work, and you can block them with your browser settings
          or a content blocker.
        </li>
        <li>
          <strong>Technical information:</strong> like every website, our server briefly records requests (such as IP address and browser
          type) to keep the service secure and working.
        </li>
      </ul>
    </>
  );
}

function HowWeUseIt() {
  return (
    <>
      <p>We use your information only to:</p>
      <ul>
        <li>write, record and deliver your song, and make any lyric revisions you ask for;</li>
        <li>take payment through our payment provider and handle refunds;</li>
        <li>send you emails about your order, such as your delivery email, and a reminder if a payment was left unfinished;</li>
        <li>answer your messages and chat conversations;</li>
        <li>keep the site secure, prevent fraud and meet our legal and accounting obligations;</li>
        <li>understand, in aggregate, how the site is used so we can improve it.</li>
      </ul>
      <p>We do not sell your information, and we do not use it to build advertising profiles.</p>
    </>
  );
}

function YourStory() {
  return (
    <>
      <p>
        The story you share is personal, and we treat it that way. It is read only by the members of our team who work on your song. We
        never publish your story, your lyrics or your song, on our website, on social media or anywhere else, without your clear permission.
      </p>
      <p>
        We do not use your story to train artificial intelligence models. If we would ever like to feature your song as a sample, we will
        ask you first, and the choice is entirely yours.
      </p>
    </>
  );
}

function Sharing() {
  return (
    <>
      <p>We share information only with the two kinds of service providers we need to run the shop:</p>
      <ul>
        <li>
          <strong>Our payment processor</strong>, which takes your payment securely and handles any refund;
        </li>
        <li>
          <strong>Our email provider</strong>, which delivers your song, order updates and our replies to your messages.
        </li>
      </ul>
      <p>
        Each receives only what it needs for that task and may not use it for anything else. We will disclose information otherwise only if
        the law requires us to.
      </p>
    </>
  );
}

function CookiesAndLocalStorage() {
  return (
    <>
      <p>We keep a small amount of information in your browser so the site works well for you:</p>
      <ul>
        <li>
          <strong>Your order draft:</strong> while you fill in the song form, your answers are saved on your device so you can pick up where
          you left off. The draft is cleared when your order is complete or when you start a new one.
        </li>
        <li>
          <strong>Offline use:</strong> pages and sample songs you have opened are stored on your device so the site loads quickly and keeps
          working with a weak or missing connection.
        </li>
        <li>
          <strong>Analytics:</strong> if analytics are not blocked, they may set cookies to count visits anonymously.
        </li>
      </ul>
      <p>This information stays on your device. You can remove it at any time by clearing this site’s data in your browser settings.</p>
    </>
  );
}

function Retention() {
  return (
    <>
      <ul>
        <li>
          <strong>Orders, stories and songs:</strong> for as long as we need them to deliver your song, make revisions and let you download
          it again, and afterwards only as long as tax and accounting rules require for the order record. You can ask us to delete your
          story and song sooner.
        </li>
        <li>
          <strong>Contact messages and chats:</strong> up to 12 months after the conversation ends.
        </li>
        <li>
          <strong>Reaction videos:</strong> until you ask us to delete them.
        </li>
        <li>
          <strong>Server records:</strong> up to 30 days, unless needed to investigate a security problem.
        </li>
      </ul>
    </>
  );
}

function Security() {
  return (
    <p>
      Our site is served over an encrypted connection, access to customer information is limited to the team members who need it, and card
      details never reach our systems. No service can promise perfect security, but we take care to protect what you share with us, and we
      will tell you promptly if a problem ever affects your information.
    </p>
  );
}

function Children({ shop }: { shop: ShopProfile }) {
  return (
    <p>
      {shop.name} is not for children under 13. We do not knowingly collect information from anyone under 13, and people under 13 may not
      place orders, send messages or upload videos. A song can of course be written for a child, but it must be ordered by a parent or
      another adult. If you believe a child under 13 has given us information, contact us and we will delete it.
    </p>
  );
}

function YourRights({ shop }: { shop: ShopProfile }) {
  return (
    <>
      <p>You can ask us at any time to:</p>
      <ul>
        <li>give you a copy of the information we hold about you;</li>
        <li>correct anything that is wrong;</li>
        <li>delete your information, including your story and your song;</li>
        <li>stop using your information for a particular purpose.</li>
      </ul>
      <p>
        Email us at <a href={`mailto:${shop.supportEmail}`}>{shop.supportEmail}</a> from the address you used with us, so we can confirm the
        request is yours. We answer within 30 days, usually much sooner. You also have the right to complain to your local data protection
        authority.
      </p>
    </>
  );
}

function Changes() {
  return (
    <p>
      If we change how we handle your information, we will update this page and the date at the top. If a change is significant, we will
      also tell customers with open orders by email.
    </p>
  );
}

function Contact({ shop }: { shop: ShopProfile }) {
  return <LegalContact shop={shop} question="Questions about your privacy?" />;
}

export default function PrivacyPolicyPage() {
  const shop = useShop();
  usePageMeta(
    'Privacy Policy',
    `How ${shop.name} collects, uses and protects your information, and how your story is kept private. Last updated August 2025.`,
  );
  return (
    <LegalDocument
      id="privacy"
      title="Privacy Policy"
      lead="Your story is personal. Here is exactly what we collect, why we need it, and how we keep it private."
      sections={sections(shop)}
    />
  );
}
