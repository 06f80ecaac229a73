// The shared layout of the legal pages: title, date, lead, a table of contents and numbered sections.
import type { ReactNode } from 'react';
import './legal.css';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

export function LegalDocument({ id, title, lead, sections }: { id: string; title: string; lead: string; sections: LegalSection[] }) {
  return (
    <>
      <section className="page-hero" aria-labelledby={`${id}-title`}>
        <div className="container">
          <span className="eyebrow">Legal</span>
          <h1 id={`${id}-title`}>{title}</h1>
          <p className="legal-page__updated">Last updated: August 2025</p>
          <p className="lead">{lead}</p>
        </div>
      </section>

      <div className="container legal-page__layout">
        <nav className="legal-page__toc" aria-labelledby={`${id}-toc-title`}>
          <h2 id={`${id}-toc-title`} className="legal-page__toc-title">
            On this page
          </h2>
          <ol>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>

        <article className="legal-page__body" aria-labelledby={`${id}-title`}>
          {sections.map((section) => (
            <section key={section.id} id={section.id} className="legal-page__section" aria-labelledby={`${section.id}-title`}>
              <h2 id={`${section.id}-title`}>{section.title}</h2>
              {section.body}
            </section>
          ))}
        </article>
      </div>
    </>
  );
}
