// /contact: how to reach us, quick answers, and the contact form (spec §2, §5, §8), validated by the shared schema.
import { useShop } from '../../core/api/queries';
import { usePageMeta } from '../../ui/usePageMeta';
import { ContactAside } from './ContactAside';
import { ContactForm } from './ContactForm';
import './ContactPage.css';

export default function ContactPage() {
  const shop = useShop();
  usePageMeta(
    'Contact us',
    `Questions about a personalized song, an order or a custom request? Email ${shop.supportEmail} or send us a message.${shop.responseTime ? ` We reply within ${shop.responseTime}.` : ''}`,
  );

  return (
    <>
      <section className="page-hero" aria-labelledby="contact-title">
        <div className="container">
          <span className="eyebrow">Contact</span>
          <h1 id="contact-title">We’d love to hear from you</h1>
          <p className="lead">
            A question about your song, an order or a special request? Send us a note and a real person from our team will reply.
          </p>
        </div>
      </section>

      <section className="contact-page__section">
        <div className="container contact-page__layout">
          <ContactAside shop={shop} />
          <ContactForm />
        </div>
      </section>
    </>
  );
}
