import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { closeAllModals, closeModal, getModalState, openModal, useModalState } from './modal-store';

afterEach(() => closeAllModals());

describe('modal store', () => {
  it('starts empty', () => {
    expect(getModalState()).toEqual({ current: null, stack: [] });
  });

  it('opens a modal by name with props', () => {
    openModal('deposit', { bonusId: 'welcome' });
    expect(getModalState().current).toEqual({ name: 'deposit', props: { bonusId: 'welcome' } });
  });

  it('stacks modals and closes back to the previous one', () => {
    openModal('search');
    openModal('language');
    expect(getModalState().current?.name).toBe('language');
    expect(getModalState().stack.map((m) => m.name)).toEqual(['search', 'language']);
    closeModal();
    expect(getModalState().current?.name).toBe('search');
    closeModal();
    expect(getModalState().current).toBeNull();
  });

  it('reopening the top modal replaces its props; reopening one below moves it to the top', () => {
    openModal('deposit', { bonusId: 'welcome' });
    openModal('deposit', { bonusId: 'crypto' });
    expect(getModalState().stack).toEqual([{ name: 'deposit', props: { bonusId: 'crypto' } }]);
    openModal('language');
    openModal('deposit');
    expect(getModalState().stack.map((m) => m.name)).toEqual(['language', 'deposit']);
  });

  it('closes every modal at once', () => {
    openModal('search');
    openModal('language');
    closeAllModals();
    expect(getModalState().current).toBeNull();
    expect(getModalState().stack).toHaveLength(0);
  });

  it('notifies React subscribers', () => {
    const { result } = renderHook(() => useModalState());
    expect(result.current.current).toBeNull();
    act(() => openModal('language'));
    expect(result.current.current?.name).toBe('language');
    act(() => closeModal());
    expect(result.current.current).toBeNull();
  });
});
