import React, { useEffect, useId, useRef, useState } from 'react';
import clsx from 'clsx';
import { useColorMode } from '@docusaurus/theme-common';
import { removeKey, writeStringOutcome } from '@site/src/lib/storage';
import styles from './styles.module.css';

/** Docusaurus' key for the theme choice (read by its inline script before the page paints). */
const THEME_KEY = 'theme';

type Choice = 'light' | 'dark' | 'auto';

const CHOICES: { value: Choice; label: string }[] = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'auto', label: 'Auto' },
];

/** Theme switch: a menu of light / dark / auto; the current choice is checked and drives the icon. */
export default function ThemeDropdown(): React.JSX.Element {
  const { colorModeChoice, setColorMode } = useColorMode();
  const current: Choice = colorModeChoice ?? 'auto';
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  /** Said when the browser would not keep the choice: it then lasts for this page only. */
  const [unsaved, setUnsaved] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    rootRef.current?.querySelector<HTMLElement>('[aria-checked="true"]')?.focus();
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const choose = (value: Choice) => {
    // Stored here, where the result can be checked (Docusaurus' own write logs a console error each time and
    // says nothing to the reader); a reload then finds the choice, or the reader is told it will not.
    let kept = true;
    if (value === 'auto') removeKey(THEME_KEY);
    else kept = writeStringOutcome(THEME_KEY, value) === 'ok';
    // theme-common 3.10 takes `{ persist }` (colorMode.js) though its type declares one parameter.
    const setMode = setColorMode as (choice: Choice | null, options: { persist: boolean }) => void;
    setMode(value === 'auto' ? null : value, { persist: false });
    setUnsaved(
      kept
        ? null
        : `${value === 'dark' ? 'Dark' : 'Light'} theme for this page only: this browser does not let the site keep the choice (storage full or blocked), so a reload or another page shows the default.`,
    );
    setOpen(false);
    buttonRef.current?.focus();
  };

  const onMenuKey = (e: React.KeyboardEvent) => {
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    e.preventDefault();
    const items = Array.from(rootRef.current?.querySelectorAll<HTMLElement>('[role="menuitemradio"]') ?? []);
    const i = items.indexOf(document.activeElement as HTMLElement);
    const next = items[(i + (e.key === 'ArrowDown' ? 1 : items.length - 1)) % items.length];
    next?.focus();
  };

  return (
    <div className={styles.root} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={`Theme: ${current}`}
        title={`Theme: ${current}`}
        data-theme-choice={current}
        onClick={() => setOpen((o) => !o)}
      >
        <ThemeIcon choice={current} />
      </button>
      {unsaved && !open && (
        <p className={styles.unsaved} role="status" onClick={() => setUnsaved(null)}>
          {unsaved}
        </p>
      )}
      {open && (
        <ul className={styles.menu} role="menu" id={menuId} aria-label="Theme" onKeyDown={onMenuKey}>
          {CHOICES.map(({ value, label }) => (
            <li key={value} role="none">
              <button
                type="button"
                role="menuitemradio"
                aria-checked={value === current}
                className={clsx(styles.option, value === current && styles.current)}
                onClick={() => choose(value)}
              >
                <ThemeIcon choice={value} />
                <span className={styles.label}>{label}</span>
                <span className={styles.check} aria-hidden="true">
                  {value === current ? '✓' : ''}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function ThemeIcon({ choice }: { choice: Choice }): React.JSX.Element {
  const common = { className: styles.icon, viewBox: '0 0 24 24', 'aria-hidden': true, 'data-icon': choice };
  if (choice === 'light')
    return (
      <svg {...common}>
        <circle cx="12" cy="12" r="4.5" fill="currentColor" />
        <g stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
        </g>
      </svg>
    );
  if (choice === 'dark')
    return (
      <svg {...common}>
        <path d="M20 14.5A8.5 8.5 0 0 1 9.5 4a8.5 8.5 0 1 0 10.5 10.5z" fill="currentColor" />
      </svg>
    );
  return (
    <svg {...common}>
      <circle cx="12" cy="12" r="8.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M12 3.5a8.5 8.5 0 0 1 0 17z" fill="currentColor" />
    </svg>
  );
}
