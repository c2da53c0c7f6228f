/**
 * Editor look: colours come from CSS custom properties (set in the playground's CSS for light and dark), so
 * switching the site theme restyles the editor without reconfiguring it.
 */
import { HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { EditorView } from '@codemirror/view';
import { tags } from '@lezer/highlight';

export const editorTheme = EditorView.theme({
  '&': {
    color: 'var(--pg-ed-fg)',
    backgroundColor: 'var(--pg-ed-bg)',
    fontSize: '13.5px',
    height: '100%',
  },
  '&.cm-focused': { outline: 'none' },
  '.cm-scroller': {
    fontFamily: 'var(--ifm-font-family-monospace)',
    lineHeight: '1.55',
  },
  // Punctuation takes the content colour instead of a highlight rule: a rule wraps every bracket in its own
  // <span>, and replacing a pasted run of thousands of brackets then froze the page for minutes (the browser's
  // editing code is quadratic in the spans a selection covers). Every other JSON token has a rule below.
  '.cm-content': { caretColor: 'var(--pg-ed-caret)', padding: '8px 0', color: 'var(--pg-syn-punct)' },
  '.cm-cursor, .cm-dropCursor': { borderLeftColor: 'var(--pg-ed-caret)', borderLeftWidth: '2px' },
  '&.cm-focused > .cm-scroller > .cm-selectionLayer .cm-selectionBackground, .cm-selectionBackground, .cm-content ::selection':
    { backgroundColor: 'var(--pg-ed-selection)' },
  '.cm-gutters': {
    backgroundColor: 'var(--pg-ed-gutter-bg)',
    color: 'var(--pg-ed-gutter-fg)',
    borderRight: '1px solid var(--pg-ed-border)',
  },
  '.cm-activeLine': { backgroundColor: 'var(--pg-ed-active-line)' },
  '.cm-activeLineGutter': { backgroundColor: 'var(--pg-ed-active-line)', color: 'var(--pg-ed-fg)' },
  '.cm-matchingBracket, &.cm-focused .cm-matchingBracket': {
    backgroundColor: 'var(--pg-ed-match)',
    outline: '1px solid var(--pg-ed-match-border)',
  },
  '.cm-foldPlaceholder': {
    backgroundColor: 'var(--pg-ed-gutter-bg)',
    border: '1px solid var(--pg-ed-border)',
    color: 'var(--pg-ed-gutter-fg)',
  },
  '.cm-tooltip': {
    backgroundColor: 'var(--pg-ed-tooltip-bg)',
    color: 'var(--pg-ed-fg)',
    border: '1px solid var(--pg-ed-border)',
    borderRadius: '8px',
    boxShadow: '0 8px 24px rgb(0 0 0 / 18%)',
    overflow: 'hidden',
  },
  '.cm-tooltip.cm-tooltip-autocomplete > ul': {
    fontFamily: 'var(--ifm-font-family-monospace)',
    maxHeight: '16em',
  },
  '.cm-tooltip.cm-tooltip-autocomplete > ul > li': { padding: '2px 8px' },
  '.cm-tooltip-autocomplete ul li[aria-selected]': {
    backgroundColor: 'var(--pg-ed-selected)',
    color: 'var(--pg-ed-selected-fg)',
  },
  '.cm-completionDetail': { fontStyle: 'normal', opacity: '0.75', marginLeft: '0.8em' },
  '.cm-completionInfo': { padding: '0', maxWidth: '22rem' },
  '.cm-diagnostic': { padding: '6px 10px', fontFamily: 'var(--ifm-font-family-base)', fontSize: '13px' },
  '.cm-diagnostic-error': { borderLeft: '4px solid var(--pg-error)' },
  '.cm-diagnostic-warning': { borderLeft: '4px solid var(--pg-warning)' },
  '.cm-lintRange-error': {
    backgroundImage: 'none',
    textDecoration: 'underline wavy var(--pg-error)',
    textUnderlineOffset: '3px',
  },
  '.cm-lintRange-warning': {
    backgroundImage: 'none',
    textDecoration: 'underline wavy var(--pg-warning)',
    textUnderlineOffset: '3px',
  },
  '.cm-panels': { backgroundColor: 'var(--pg-ed-gutter-bg)', color: 'var(--pg-ed-fg)' },
});

export const highlighting = syntaxHighlighting(
  HighlightStyle.define([
    { tag: tags.propertyName, color: 'var(--pg-syn-key)' },
    { tag: tags.string, color: 'var(--pg-syn-string)' },
    { tag: tags.number, color: 'var(--pg-syn-number)' },
    { tag: [tags.bool, tags.null], color: 'var(--pg-syn-keyword)', fontWeight: '600' },
    { tag: tags.invalid, color: 'var(--pg-error)' },
  ]),
);
