/**
 * The example wrapper page (spec "Example wrapper page"): title, description, Hide/Show code (medium screens
 * and up), Open in StackBlitz, the live demo, the code of the chosen framework showing the chosen selections,
 * the chart types used, and the feedback block. Below medium screens the code sits behind a "View code"
 * disclosure, collapsed on each visit. The code viewer holds every file of the project StackBlitz receives.
 */
import React, { useEffect, useMemo, useRef, useState } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { defaultState } from '../../examples/bindings';
import { withState } from '../../examples/codegen';
import type { ExampleState, Framework } from '../../examples/types';
import type { ExamplePageData } from '@site/plugins/flex-pages/content';
import { FrameworkSelector } from '../CodeViewer/FrameworkSelector';
import Feedback from '../Feedback';
import { FRAMEWORK_LABELS, useFramework, useMediaQuery, useShowCode } from '../Preferences';
import OpenInStackBlitz from '../StackBlitz';
import DownloadProject from '../Download';
import { whenNearViewport } from '@site/src/lib/near-viewport';
import type { ExampleCodeProps } from './ExampleCode';
import ExampleRunner from './ExampleRunner';
import { useCodeFiles } from './useCodeFiles';
import styles from './page.module.css';
// The viewer's own note style for its place until it has loaded.
import codeStyles from '../CodeViewer/styles.module.css';
import VersionNotice from '@site/src/components/VersionNotice';

/** Where a project on the reader's own data differs from the example: the one line to change, per framework. */
const CREDENTIALS_LINE: Record<Framework, string> = {
  react: '<VizItem authKey={authKey} authToken={authToken} … />',
  angular: '<viz-item [authKey]="authKey" [authToken]="authToken" …></viz-item>',
  vue: '<viz-item :auth-key="authKey" :auth-token="authToken" …></viz-item>',
  html: '<viz-item auth-key="EMBED_KEY" auth-token="EMBED_TOKEN" …></viz-item>',
};

/** "Medium screens and up": the spec's Hide/Show code button; below, a collapsed "View code" disclosure. */
export const MEDIUM_QUERY = '(min-width: 768px)';

export default function ExampleView({ page }: { page: ExamplePageData }): React.JSX.Element {
  const def = page.definition;
  const [state, setState] = useState<ExampleState>(() => defaultState(def));
  const [framework, setFramework] = useFramework('angular');
  const [showCode, setShowCode, showCodeKept] = useShowCode();
  const medium = useMediaQuery(MEDIUM_QUERY);
  const [phoneCode, setPhoneCode] = useState(false);
  const code = useCodeFiles(def.id);

  const frameworkFiles = code.set[framework];
  const files = useMemo(() => withState(frameworkFiles, state), [frameworkFiles, state]);
  const codeShown = medium ? showCode : phoneCode;

  return (
    <main className={styles.page}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>Flex example</p>
        <h1 className={styles.title}>{def.title}</h1>
        <p className={styles.description}>{def.description}</p>
        <VersionNotice />
        <div className={styles.toolbar}>
          <button
            type="button"
            className={clsx('button button--outline button--primary', styles.codeToggle)}
            aria-pressed={showCode}
            onClick={() => setShowCode(!showCode)}
          >
            {showCode ? 'Hide code' : 'Show code'}
          </button>
          <button
            type="button"
            className={clsx('button button--outline button--primary', styles.phoneCodeToggle)}
            aria-expanded={phoneCode}
            aria-controls="example-code"
            onClick={() => setPhoneCode(!phoneCode)}
          >
            View code
          </button>
          <OpenInStackBlitz
            framework={framework}
            files={files}
            title={def.title}
            description={def.description}
          />
          <DownloadProject example={def.id} framework={framework} files={files} />
        </div>
        {!showCodeKept && (
          <p className={styles.notKept} role="status">
            Code {showCode ? 'shown' : 'hidden'} on this page only: this browser does not let the site
            remember the choice (storage full or blocked).
          </p>
        )}
      </header>

      <section className={styles.demo} aria-label="Live example">
        <ExampleRunner definition={def} state={state} onStateChange={setState} pictures={page.pictures} />
      </section>

      {codeShown && (
        <section className={styles.code} aria-label="Code" id="example-code">
          <div className={styles.codeHeader}>
            <h2 className={styles.sectionTitle}>Code</h2>
            <FrameworkSelector value={framework} onChange={setFramework} />
          </div>
          <p className={styles.hint}>
            The {FRAMEWORK_LABELS[framework]} version of this example, starting with the selections you made
            above.
          </p>
          <LazyExampleCode
            framework={framework}
            files={files}
            mainFile={frameworkFiles.stateFile}
            status={code.status}
          />
          <p className={clsx(styles.hint, styles.ownData)}>
            The guides pass an embed key and token to every chart; this example does not, because it draws the
            offline demo data (dataset ids such as <code>sales</code>), which needs no account. With your own
            data, add the key and token your server creates (see{' '}
            <Link to="/guide/dashboard-embedding--generating-an-authorization-token">
              Generating an authorization token
            </Link>
            ) and use your dataset and column ids:
          </p>
          <pre className={styles.credentialsLine}>
            <code>{CREDENTIALS_LINE[framework]}</code>
          </pre>
        </section>
      )}

      {page.chartTypes.length > 0 && (
        <section className={styles.related} aria-label="Chart types used">
          <h2 className={styles.sectionTitle}>Chart types used</h2>
          <ul className={styles.chips}>
            {page.chartTypes.map((t) => (
              <li key={t.type}>
                <Link className={styles.chip} to={t.permalink}>
                  {t.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}

      <Feedback page={page.permalink} />

      {(page.previous || page.next) && (
        <nav className="pagination-nav" aria-label="Other examples">
          {page.previous ? (
            <Link className="pagination-nav__link pagination-nav__link--prev" to={page.previous.permalink}>
              <div className="pagination-nav__sublabel">Previous example</div>
              <div className="pagination-nav__label">{page.previous.title}</div>
            </Link>
          ) : (
            <span />
          )}
          {page.next && (
            <Link className="pagination-nav__link pagination-nav__link--next" to={page.next.permalink}>
              <div className="pagination-nav__sublabel">Next example</div>
              <div className="pagination-nav__label">{page.next.title}</div>
            </Link>
          )}
        </nav>
      )}
    </main>
  );
}

type CodeComponent = React.ComponentType<ExampleCodeProps>;

/**
 * The code viewer, loaded when its place comes within reach of the viewport. Until then (and if the load
 * fails) the reader sees a line saying so; the files themselves are already fetched by useCodeFiles.
 */
function LazyExampleCode(props: ExampleCodeProps): React.JSX.Element {
  const ref = useRef<HTMLDivElement>(null);
  const [Viewer, setViewer] = useState<CodeComponent | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    let cancelled = false;
    const stop = whenNearViewport(el, () => {
      import('./ExampleCode')
        .then((m) => {
          if (!cancelled) setViewer(() => m.default);
        })
        .catch((error: unknown) => {
          console.warn('The code viewer could not be loaded', error);
          if (!cancelled) setFailed(true);
        });
    });
    return () => {
      cancelled = true;
      stop();
    };
  }, []);
  if (Viewer) return <Viewer {...props} />;
  return (
    <div ref={ref}>
      <p className={codeStyles.note} role="status">
        {failed
          ? 'The code viewer could not be loaded (network?). Reload the page to try again.'
          : 'Loading the code…'}
      </p>
    </div>
  );
}
