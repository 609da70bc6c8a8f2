// Modals are opened by name (spec §2.8). The state is the open modal's name and props; a modal
// opened from another one stacks on it, so the header's back button can return to the previous.
import { useSyncExternalStore } from 'react';
import type { ModalName } from '@aurum/domain';

export type ModalProps = Record<string, unknown>;

export interface ModalEntry {
  name: ModalName;
  props: ModalProps;
}

export interface ModalState {
  /** The modal on screen, or null. */
  current: ModalEntry | null;
  /** Every open modal, bottom first. */
  stack: readonly ModalEntry[];
}

type Listener = () => void;

const EMPTY: ModalState = { current: null, stack: [] };
let state: ModalState = EMPTY;
const listeners = new Set<Listener>();
/** The control that had focus when the first modal of a stack opened (WCAG 2.4.3). */
let opener: HTMLElement | null = null;

function focusable(element: HTMLElement | null): element is HTMLElement {
  return Boolean(element && element.isConnected && !element.closest('[inert]'));
}

/**
 * Gives focus back to the control that opened the modal stack, once the modal has unmounted (the
 * modal frame tells Radix not to move focus itself). A control that disappeared meanwhile, or sits
 * in a closed drawer, hands focus to the page's main landmark instead of dropping it on <body>.
 */
function restoreFocus(target: HTMLElement | null) {
  if (typeof document === 'undefined') return;
  setTimeout(() => {
    if (state.stack.length) return;
    const next = focusable(target) ? target : document.getElementById('main');
    next?.focus({ preventScroll: true });
  }, 0);
}

function setStack(stack: readonly ModalEntry[]) {
  const wasOpen = state.stack.length > 0;
  if (!wasOpen && stack.length && typeof document !== 'undefined') {
    const active = document.activeElement;
    opener = active instanceof HTMLElement && active !== document.body ? active : null;
  }
  state = stack.length ? { current: stack[stack.length - 1] ?? null, stack } : EMPTY;
  for (const listener of listeners) listener();
  if (wasOpen && !stack.length) {
    restoreFocus(opener);
    opener = null;
  }
}

/** Opens a modal on top of the current one; reopening the one on top just replaces its props. */
export function openModal(name: ModalName, props: ModalProps = {}): void {
  const top = state.current;
  if (top?.name === name) setStack([...state.stack.slice(0, -1), { name, props }]);
  else setStack([...state.stack.filter((entry) => entry.name !== name), { name, props }]);
}

/** Closes the modal on top (going back to the one beneath, if any). */
export function closeModal(): void {
  if (state.stack.length) setStack(state.stack.slice(0, -1));
}

/** Closes every modal (also on sign-out, spec §2.8). */
export function closeAllModals(): void {
  if (state.stack.length) setStack([]);
}

export function getModalState(): ModalState {
  return state;
}

export function subscribeModals(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useModalState(): ModalState {
  return useSyncExternalStore(subscribeModals, getModalState, getModalState);
}

/** What the modal host passes to every modal component. */
export interface ModalComponentProps<P extends ModalProps = ModalProps> {
  open: boolean;
  /** Dismisses the modal (and any beneath it). */
  onClose: () => void;
  /** Present when another modal is beneath this one: returns to it. */
  onBack?: () => void;
  props: P;
}
