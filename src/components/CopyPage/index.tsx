import React, { useEffect, useRef, useState } from 'react';
import clsx from 'clsx';
import { useLocation } from '@docusaurus/router';
import { useAppConfig } from '@site/src/config/AppConfigContext';
import { SITE_URL } from '@site/src/config/site';
import styles from './styles.module.css';

type Status = 'idle' | 'copying' | 'copied' | 'failed';

/** The Markdown twin of a page (written at build time by plugins/llms-txt). */
export function markdownUrl(pathname: string): string {
  const path = pathname.replace(/\/+$/, '');
  return path === '' ? '/index.md' : `${path}.md`;
}

/**
 * "Copy page": copies the page's Markdown to the clipboard; its menu opens the Markdown, or hands the page to
 * an AI assistant through the URL templates in the app config ({prompt} is replaced by the request).
 * `inline`: placed in a row of the page (the breadcrumb row of docs) rather than at the top corner of the
 * content area.
 */
export default function CopyPage({ inline = false }: { inline?: boolean }): React.JSX.Element {
  const { pathname } = useLocation();
  const config = useAppConfig();
  const [status, setStatus] = useState<Status>('idle');
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const mdPath = markdownUrl(pathname);

  useEffect(() => {
    setStatus('idle');
    setOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (!open) return;
    const close = (e: Event) => {
      if (e instanceof KeyboardEvent ? e.key === 'Escape' : !rootRef.current?.contains(e.target as Node))
        setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  const copy = async () => {
    setStatus('copying');
    try {
      const response = await fetch(mdPath);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      await navigator.clipboard.writeText(await response.text());
      setStatus('copied');
    } catch (error) {
      console.warn(`[copy page] could not copy ${mdPath}: ${String(error)}`);
      setStatus('failed');
    }
  };

  const absoluteMd = new URL(mdPath, SITE_URL).toString();
  const prompt = `Read ${absoluteMd} so you can answer questions about it.`;
  const label = { idle: 'Copy page', copying: 'Copying...', copied: 'Copied', failed: 'Copy failed' }[status];

  return (
    <div className={clsx(styles.root, inline && styles.inline)} ref={rootRef} data-llms-ignore>
      <button type="button" className={styles.main} onClick={copy} aria-live="polite">
        <svg viewBox="0 0 24 24" aria-hidden="true" className={styles.icon}>
          <path
            d="M8 8h10v12H8zM6 16H4V4h10v2"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        </svg>
        {label}
      </button>
      <button
        type="button"
        className={styles.toggle}
        aria-label="More page actions"
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
      >
        <svg viewBox="0 0 16 16" aria-hidden="true" className={styles.icon}>
          <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
      </button>
      {open && (
        <ul className={styles.menu} role="menu" aria-label="Page actions">
          <li role="none">
            <a
              role="menuitem"
              href={mdPath}
              target="_blank"
              rel="noopener noreferrer"
              className={styles.item}
            >
              View as Markdown
            </a>
          </li>
          {config.assistants.map((assistant) => (
            <li role="none" key={assistant.href}>
              <a
                role="menuitem"
                href={assistant.href.replace('{prompt}', encodeURIComponent(prompt))}
                target="_blank"
                rel="noopener noreferrer"
                className={styles.item}
              >
                {assistant.label}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
