/**
 * Undo/redo for the playground editor. @codemirror/commands (which has `history`) is not among the site's
 * packages, so this is a small stand-in: typing within half a second groups into one step; loading a sample,
 * formatting or resetting is one step each.
 */
import {
  ChangeSet,
  EditorSelection,
  StateEffect,
  StateField,
  Transaction,
  type Extension,
} from '@codemirror/state';
import { EditorView, keymap } from '@codemirror/view';

interface Step {
  /** Undoes the step (applies to the document after it). */
  inverted: ChangeSet;
  /** Redoes it (applies to the document before it). */
  forward: ChangeSet;
  selectionBefore: EditorSelection;
  selectionAfter: EditorSelection;
  time: number;
  userEvent: string;
}

interface HistoryState {
  done: readonly Step[];
  undone: readonly Step[];
}

const historyAction = StateEffect.define<'undo' | 'redo'>();
const MAX_STEPS = 200;
const GROUP_MS = 500;

const historyField = StateField.define<HistoryState>({
  create: () => ({ done: [], undone: [] }),
  update(value, tr) {
    const action = tr.effects.find((e) => e.is(historyAction))?.value as 'undo' | 'redo' | undefined;
    if (action === 'undo') {
      const step = value.done[value.done.length - 1];
      return step ? { done: value.done.slice(0, -1), undone: [...value.undone, step] } : value;
    }
    if (action === 'redo') {
      const step = value.undone[value.undone.length - 1];
      return step ? { done: [...value.done, step], undone: value.undone.slice(0, -1) } : value;
    }
    if (!tr.docChanged) return value;
    const userEvent = tr.annotation(Transaction.userEvent) ?? 'other';
    const step: Step = {
      inverted: tr.changes.invert(tr.startState.doc),
      forward: tr.changes,
      selectionBefore: tr.startState.selection,
      selectionAfter: tr.state.selection,
      time: Date.now(),
      userEvent,
    };
    const last = value.done[value.done.length - 1];
    if (
      last &&
      step.time - last.time < GROUP_MS &&
      last.userEvent === userEvent &&
      /^(input\.type|delete)/.test(userEvent)
    ) {
      const merged: Step = {
        ...step,
        inverted: step.inverted.compose(last.inverted),
        forward: last.forward.compose(step.forward),
        selectionBefore: last.selectionBefore,
      };
      return { done: [...value.done.slice(0, -1), merged], undone: [] };
    }
    return { done: [...value.done, step].slice(-MAX_STEPS), undone: [] };
  },
});

function run(view: EditorView, action: 'undo' | 'redo'): boolean {
  const state = view.state.field(historyField);
  const list = action === 'undo' ? state.done : state.undone;
  const step = list[list.length - 1];
  if (!step) return false;
  view.dispatch({
    changes: action === 'undo' ? step.inverted : step.forward,
    selection: action === 'undo' ? step.selectionBefore : step.selectionAfter,
    effects: historyAction.of(action),
    annotations: Transaction.userEvent.of(action),
    scrollIntoView: true,
  });
  return true;
}

export const undo = (view: EditorView): boolean => run(view, 'undo');
export const redo = (view: EditorView): boolean => run(view, 'redo');

export function history(): Extension {
  return [
    historyField,
    keymap.of([
      { key: 'Mod-z', run: undo, preventDefault: true },
      { key: 'Mod-y', run: redo, preventDefault: true },
      { key: 'Mod-Shift-z', run: redo, preventDefault: true },
    ]),
  ];
}
