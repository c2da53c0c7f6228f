/**
 * A chart reference page (/flex/charts/{type}): what the type is for, a live preview with an options
 * playground, its slots, its options (generated from the runtime's option definitions), events and methods,
 * code per framework matching the playground, and the examples that use it.
 */
import React, { useMemo, useState } from 'react';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';
import VizItem from '@quantaloop/viz-item/react';
import type { VizItemInputs } from '@quantaloop/viz-item/types';
import { snippetFor } from '../../examples/codegen/snippet';
import { FRAMEWORKS, type Framework } from '../../examples/types';
import type { ChartPageData } from '@site/plugins/flex-pages/content';
import { FacadeItem, ROUNDED_ITEM, useFacade } from '../Facade';
import { FRAMEWORK_KEY, FRAMEWORK_LABELS } from '../Preferences';
import { EVENTS, METHODS } from './api';
import type { PlaygroundValue } from './options';
import OptionsReference from './OptionsReference';
import Playground from './Playground';
import RefTable from './RefTable';
import styles from './styles.module.css';
import VersionNotice from '@site/src/components/VersionNotice';

const ACCEPTS: Record<string, string> = {
  numeric: 'Numeric columns',
  categorical: 'Categorical (hierarchy) columns',
  mixed: 'Datetime, hierarchy or numeric columns',
};

/**
 * One framework's code for the playground's inputs. A component of its own, so the lazy tabs generate only the
 * shown framework's code: generating all four in the page's render made it one of a phone's long hydration steps.
 */
function Snippet({ framework, inputs }: { framework: Framework; inputs: VizItemInputs }): React.JSX.Element {
  const s = snippetFor(framework, inputs);
  return <CodeBlock language={s.language}>{s.code}</CodeBlock>;
}

export default function ChartReference({ page }: { page: ChartPageData }): React.JSX.Element {
  const initial = useMemo<PlaygroundValue>(
    () => ({
      slots: (page.demo?.slots ?? []) as PlaygroundValue['slots'],
      options: (page.demo?.options ?? {}) as Record<string, unknown>,
    }),
    [page.demo],
  );
  const [value, setValue] = useState<PlaygroundValue>(initial);
  const inputs = { type: page.type, slots: value.slots, options: value.options };
  const facade = useFacade(!!page.picture);
  const chart = <VizItem type={page.type} slots={value.slots as never} options={value.options} />;

  return (
    <main className={styles.page}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>Chart type · {page.kind}</p>
        <h1 className={styles.title}>{page.title}</h1>
        {page.description && <p className={styles.lead}>{page.description}</p>}
        <p className={styles.meta}>
          <code>type: &apos;{page.type}&apos;</code>
        </p>
        <VersionNotice />
        <nav className={styles.jump} aria-label="On this page">
          {[
            ['preview', 'Preview'],
            ['slots', 'Slots'],
            ['options', 'Options'],
            ['events', 'Events and methods'],
            ['code', 'Code'],
            ['examples', 'Examples'],
          ].map(([id, label]) => (
            <a key={id} href={`#${id}`}>
              {label}
            </a>
          ))}
        </nav>
      </header>

      <section id="preview" className={styles.section} aria-labelledby="preview-title">
        <h2 id="preview-title">Live preview</h2>
        {page.demo ? (
          <div className={styles.previewLayout}>
            <div className={styles.preview} data-preview={page.type} style={ROUNDED_ITEM}>
              {page.picture ? (
                <FacadeItem facade={facade} picture={page.picture}>
                  {chart}
                </FacadeItem>
              ) : (
                chart
              )}
            </div>
            {/* An edit in the playground asks for the live chart; the edited value is what it then draws. */}
            <Playground
              value={value}
              initial={initial}
              slots={page.slots}
              options={page.options}
              onChange={(next) => {
                facade.wake();
                setValue(next);
              }}
            />
          </div>
        ) : (
          <p className={styles.note}>There is no demo for this type yet: see its slots and options below.</p>
        )}
      </section>

      <section id="slots" className={styles.section} aria-labelledby="slots-title">
        <h2 id="slots-title">Slots</h2>
        <p>
          Slots say which data goes where. Each slot takes a list of slot entries (a dataset column, or a
          formula).
        </p>
        <RefTable
          head={['Name', 'Label', 'Accepted data', 'Required', 'Multiple']}
          rows={page.slots}
          rowKey={(s) => s.name}
          cells={(s) => [
            <code key="name">{s.name}</code>,
            s.label,
            s.accepts ? ACCEPTS[s.accepts] : 'Any column',
            s.required ? 'Yes' : 'No',
            s.multiple ? 'Yes' : 'No',
          ]}
        />
      </section>

      <section id="options" className={styles.section} aria-labelledby="options-title">
        <h2 id="options-title">Options</h2>
        <p>
          The <code>options</code> input of a {page.title.toLowerCase()} takes these groups. Options marked{' '}
          <span className={styles.badge}>hosted</span> are stored and passed on, but only take effect on the
          hosted platform.
        </p>
        <OptionsReference options={page.options} />
      </section>

      <section id="events" className={styles.section} aria-labelledby="events-title">
        <h2 id="events-title">Events and methods</h2>
        <RefTable
          head={['Event', 'Payload (event.detail)', 'When']}
          rows={EVENTS}
          rowKey={(e) => e.name}
          cells={(e) => [<code key="name">{e.name}</code>, e.payload, e.description]}
        />
        <RefTable
          head={['Method', 'Returns', 'What it does']}
          rows={METHODS}
          rowKey={(m) => m.signature}
          cells={(m) => [
            <code key="signature">{m.signature}</code>,
            <code key="returns">{m.returns}</code>,
            m.description,
          ]}
        />
      </section>

      <section id="code" className={styles.section} aria-labelledby="code-title">
        <h2 id="code-title">Code</h2>
        <p>The chart with the inputs of the playground above, in each framework.</p>
        {/* Lazy: only the chosen framework's block is rendered. The four highlighted blocks were 60% of a chart
            page's HTML, and the phone paid for highlighting and hydrating the three hidden ones. */}
        <Tabs
          lazy
          groupId={FRAMEWORK_KEY.replace('docusaurus.tab.', '')}
          defaultValue="react"
          values={FRAMEWORKS.map((f) => ({ value: f, label: FRAMEWORK_LABELS[f] }))}
        >
          {FRAMEWORKS.map((f) => (
            <TabItem key={f} value={f}>
              <Snippet framework={f} inputs={inputs} />
            </TabItem>
          ))}
        </Tabs>
      </section>

      <section id="examples" className={styles.section} aria-labelledby="examples-title">
        <h2 id="examples-title">Examples</h2>
        {page.examples.length > 0 ? (
          <ul className={styles.examples}>
            {page.examples.map((e) => (
              <li key={e.id}>
                <Link to={e.permalink}>{e.title}</Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.note}>
            No example uses this type yet.{' '}
            <Link to="/flex/examples/embed-chart-with-options">Embed chart with options</Link> shows how to
            pass slots and options to any type.
          </p>
        )}
      </section>
    </main>
  );
}
