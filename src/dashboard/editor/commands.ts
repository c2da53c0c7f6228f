/**
 * Cursor commands the browser can't do right in a virtualised editor (only the visible lines are in the DOM,
 * so a native Ctrl+End stops at the last rendered line). @codemirror/commands would provide these; it is not
 * among the site's packages, so the few that matter for keyboard use are here.
 */
import { EditorSelection, findClusterBreak, type SelectionRange } from '@codemirror/state';
import type { Command, EditorView, KeyBinding } from '@codemirror/view';

function moveAll(view: EditorView, extend: boolean, to: (range: SelectionRange) => number): boolean {
  const selection = EditorSelection.create(
    view.state.selection.ranges.map((r) =>
      extend ? EditorSelection.range(r.anchor, to(r)) : EditorSelection.cursor(to(r)),
    ),
    view.state.selection.mainIndex,
  );
  view.dispatch({ selection, scrollIntoView: true, userEvent: 'select' });
  return true;
}

const docStart =
  (extend: boolean): Command =>
  (view) =>
    moveAll(view, extend, () => 0);
const docEnd =
  (extend: boolean): Command =>
  (view) =>
    moveAll(view, extend, () => view.state.doc.length);

function page(forward: boolean, extend: boolean): Command {
  return (view) => {
    const distance = Math.max(
      view.defaultLineHeight * 2,
      view.scrollDOM.clientHeight - view.defaultLineHeight * 2,
    );
    return moveAll(view, extend, (r) => view.moveVertically(r, forward, distance).head);
  };
}

const selectLine: Command = (view) => {
  const line = view.state.doc.lineAt(view.state.selection.main.head);
  view.dispatch({
    selection: EditorSelection.range(line.from, Math.min(line.to + 1, view.state.doc.length)),
    userEvent: 'select',
  });
  return true;
};

/**
 * Backspace and Delete as editor commands rather than native contenteditable edits, which can be lost when a
 * diagnostics update redraws the line at the same moment.
 */
function deleteChar(forward: boolean): Command {
  return (view) => {
    const { state } = view;
    const tr = state.changeByRange((range) => {
      if (!range.empty)
        return { changes: { from: range.from, to: range.to }, range: EditorSelection.cursor(range.from) };
      const line = state.doc.lineAt(range.head);
      const offset = range.head - line.from;
      let target: number;
      if (forward)
        target =
          offset === line.length
            ? Math.min(state.doc.length, range.head + 1)
            : line.from + findClusterBreak(line.text, offset, true);
      else
        target =
          offset === 0 ? Math.max(0, range.head - 1) : line.from + findClusterBreak(line.text, offset, false);
      const from = Math.min(range.head, target);
      return { changes: { from, to: Math.max(range.head, target) }, range: EditorSelection.cursor(from) };
    });
    if (tr.changes.empty) return false;
    view.dispatch(
      state.update(tr, { scrollIntoView: true, userEvent: forward ? 'delete.forward' : 'delete.backward' }),
    );
    return true;
  };
}

export const editingKeymap: readonly KeyBinding[] = [
  { key: 'Backspace', run: deleteChar(false), shift: deleteChar(false) },
  { key: 'Delete', run: deleteChar(true) },
];

export const navigationKeymap: readonly KeyBinding[] = [
  { key: 'Mod-Home', run: docStart(false), shift: docStart(true), preventDefault: true },
  { key: 'Mod-End', run: docEnd(false), shift: docEnd(true), preventDefault: true },
  { key: 'PageDown', run: page(true, false), shift: page(true, true), preventDefault: true },
  { key: 'PageUp', run: page(false, false), shift: page(false, true), preventDefault: true },
  { key: 'Mod-l', run: selectLine, preventDefault: true },
];
