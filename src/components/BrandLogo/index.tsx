/**
 * The header's logo, light or dark with the theme. With the built-in logos, the page's HTML has both inline
 * (plugins/page-weight/inline-logo), and the theme's CSS shows one from the first paint: no request and no
 * picture document on the page's first load (issue 51, item 2). The browser keeps that markup (HeldMarkup);
 * logos set in config.json, or a header first rendered in the browser, are pictures (ThemedImage), as before.
 */
import React, { useState } from 'react';
import clsx from 'clsx';
import ThemedImage from '@theme/ThemedImage';
import useBaseUrl from '@docusaurus/useBaseUrl';
import HeldMarkup, { hydrating } from '@site/src/components/HeldMarkup';
import { DEFAULT_CONFIG } from '@site/src/config/default-config';
import type { AppConfig } from '@site/src/config/types';
import { inlineLogos } from './inline-logos';
import styles from './styles.module.css';

interface Props {
  /** The app config's brand: its name and logo addresses. */
  brand: AppConfig['brand'];
  className?: string;
}

/** Whether the server's markup has the inline logos (asked while the page hydrates; HeldMarkup then keeps it). */
const serverInlined = () => document.querySelector('[data-inline-logo]') !== null;

export default function BrandLogo({ brand, className }: Props): React.JSX.Element {
  const { name, logoLight, logoDark } = brand;
  const lightSrc = useBaseUrl(logoLight);
  const darkSrc = useBaseUrl(logoDark);
  const builtIn = logoLight === DEFAULT_CONFIG.brand.logoLight && logoDark === DEFAULT_CONFIG.brand.logoDark;
  const markup = inlineLogos();
  // Inline on the server when the build has the markup; in the browser, when the server's HTML has it.
  const [inlined] = useState(() => markup !== null || (hydrating() && serverInlined()));
  const inline = builtIn && inlined;
  return (
    <HeldMarkup
      as="span"
      className={inline ? clsx(className, styles.inline) : styles.picture}
      live={!inline}
      {...(inline ? { role: 'img', 'aria-label': name, 'data-inline-logo': '' } : {})}
    >
      {inline && markup ? (
        <>
          <span className={styles.light} dangerouslySetInnerHTML={{ __html: markup.light }} />
          <span className={styles.dark} dangerouslySetInnerHTML={{ __html: markup.dark }} />
        </>
      ) : (
        <ThemedImage
          className={className}
          alt={name}
          sources={{ light: lightSrc, dark: darkSrc }}
          width={150}
          height={28}
          // Until hydration both pictures are in the page, one hidden by the theme's CSS: a lazy picture that
          // is not displayed is not fetched, so a page requests its theme's logo only.
          loading="lazy"
        />
      )}
    </HeldMarkup>
  );
}
