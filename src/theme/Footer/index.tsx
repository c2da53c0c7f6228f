/**
 * Replaces @docusaurus/theme-classic@3.10.2 Footer: the groups and links come from the runtime app config
 * (static/config/config.json), which the stock footer cannot read. Not hydrated on the first load (HeldMarkup).
 */
import React from 'react';
import HeldMarkup from '@site/src/components/HeldMarkup';
import { useAppConfig } from '@site/src/config/AppConfigContext';
import { DEFAULT_CONFIG } from '@site/src/config/default-config';
import styles from './styles.module.css';

export default function Footer(): React.JSX.Element {
  const config = useAppConfig();
  // Plain links and text: the first load keeps the server's markup unhydrated (issue 51, item 2); a config that
  // differs from the built-in one renders it anew.
  return (
    <HeldMarkup as="footer" className={styles.footer} live={config !== DEFAULT_CONFIG}>
      <div className={styles.groups}>
        {config.footer.map((group) => (
          <section key={group.title} className={styles.group} aria-labelledby={`footer-${slug(group.title)}`}>
            <h2 className={styles.title} id={`footer-${slug(group.title)}`}>
              {group.title}
            </h2>
            <ul className={styles.list}>
              {group.items.map((item) => (
                <li key={item.label}>
                  <a href={item.href} target="_blank" rel="noopener noreferrer" className={styles.link}>
                    {item.label}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <p className={styles.copyright}>
        © {new Date().getFullYear()} {config.brand.name}. Questions? Write to{' '}
        <a href={`mailto:${config.mailboxes.support}`}>{config.mailboxes.support}</a>.
      </p>
    </HeldMarkup>
  );
}

const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-');
