import React from 'react';
import Link from '@docusaurus/Link';
import cards from '@site/src/data/home-cards.json';
import { useAppConfig } from '@site/src/config/AppConfigContext';
import styles from './styles.module.css';

interface Card {
  title: string;
  description: string;
  to: string;
  icon: string;
  badge?: string;
}

/**
 * The Overview: welcome, the nine quick-start cards (src/data/home-cards.json), the way to the examples gallery,
 * the contact mailboxes and the way to the docs in an AI assistant (the cards are the spec's nine).
 */
export default function HomeContent(): React.JSX.Element {
  const config = useAppConfig();
  return (
    <main className={styles.home}>
      <header className={styles.hero}>
        <p className={styles.eyebrow}>{config.brand.name} developer documentation</p>
        <h1 className={styles.heading}>Welcome, developer</h1>
        <p className={styles.lead}>
          Embed interactive dashboards, code-first charts and an AI assistant in your own application, and
          automate everything else with the Core API and the Plugin API. Pick a starting point below, or see
          every chart running in the <Link to="/flex/gallery">examples gallery</Link>.
        </p>
      </header>
      <ul className={styles.cards} aria-label="Quick start">
        {(cards as Card[]).map((card) => (
          <li key={card.to} className={styles.cardItem}>
            <Link to={card.to} className={styles.card}>
              <span className={styles.icon} aria-hidden="true">
                <Icon name={card.icon} />
              </span>
              {/* The spaces keep the text readable when the page is read as text (Markdown twin, readers). */}
              <span className={styles.cardTitle}>
                {card.title}
                {card.badge && <span className={styles.badge}> {card.badge}</span>}
              </span>{' '}
              <span className={styles.cardText}>{card.description}</span>
            </Link>
          </li>
        ))}
      </ul>
      {/* Infima's card: the site ships one stylesheet, so a new rule here would cost every page. */}
      <section className="card margin-top--lg" aria-labelledby="gallery-heading">
        <div className="card__body">
          <h2 id="gallery-heading" className={styles.cardTitle}>
            See it running
          </h2>
          <p className={styles.cardText}>
            Every live example and chart type on one page, each with its picture. Filter by what it shows
            (events, filters, export, themes, languages) or by chart type.
          </p>
          <Link to="/flex/gallery" className="button button--primary">
            Examples gallery
          </Link>
        </div>
      </section>
      <section className={styles.contact} aria-labelledby="contact-heading">
        <h2 id="contact-heading">Need help?</h2>
        <p>
          Questions about the API? Write to{' '}
          <a href={`mailto:${config.mailboxes.api}`}>{config.mailboxes.api}</a>. For anything else, our
          support team is at <a href={`mailto:${config.mailboxes.support}`}>{config.mailboxes.support}</a>.
        </p>
        <p>
          Working with an AI assistant in your editor? Give it these docs as tools:{' '}
          <Link to="/guide/guides--ai-assistant-docs">Use the docs from your AI assistant</Link>.
        </p>
      </section>
    </main>
  );
}

const PATHS: Record<string, string> = {
  rocket: 'M12 2c3 2 5 6 5 10l-2 4H9l-2-4c0-4 2-8 5-10zm0 6a2 2 0 100 4 2 2 0 000-4zM9 18h6l-1 4h-4z',
  tenants:
    'M7 11a3 3 0 110-6 3 3 0 010 6zm10 0a3 3 0 110-6 3 3 0 010 6zM2 19c0-3 2-5 5-5s5 2 5 5zm10 0c0-3 2-5 5-5s5 2 5 5z',
  dashboard: 'M3 3h8v10H3zm10 0h8v6h-8zM3 15h8v6H3zm10-4h8v10h-8z',
  editor: 'M4 20h4l10-10-4-4L4 16zm12-16l4 4 1-1a2 2 0 000-3l-1-1a2 2 0 00-3 0z',
  sparkles: 'M12 2l2 6 6 2-6 2-2 6-2-6-6-2 6-2zm7 12l1 3 3 1-3 1-1 3-1-3-3-1 3-1z',
  code: 'M8 6l-6 6 6 6 1.5-1.5L5 12l4.5-4.5zm8 0l-1.5 1.5L19 12l-4.5 4.5L16 18l6-6z',
  book: 'M4 4h7a3 3 0 013 3v13a2 2 0 00-2-2H4zm16 0h-4a2 2 0 00-2 2v14a2 2 0 012-2h4z',
  api: 'M4 6h16v4H4zm0 8h10v4H4zm12 0h4v4h-4z',
  plug: 'M9 2v5H7v4a5 5 0 004 4.9V22h2v-6.1A5 5 0 0017 11V7h-2V2h-2v5h-2V2z',
};

function Icon({ name }: { name: string }): React.JSX.Element {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24">
      <path d={PATHS[name] ?? PATHS.book} fill="currentColor" />
    </svg>
  );
}
