import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { closeAllModals, closeModal, openModal, useModalState } from '@/lib/modal-store';
import { Modal } from './modal';

/** A host like app/modal-host: the modal on top of the stack, unmounted when the stack empties. */
function Host() {
  const { current, stack } = useModalState();
  if (!current) return null;
  return (
    <Modal
      key={current.name}
      open
      onClose={closeAllModals}
      onBack={stack.length > 1 ? closeModal : undefined}
      title={current.name}
    >
      <button type="button" onClick={() => openModal('language')}>
        open another
      </button>
    </Modal>
  );
}

function setup() {
  render(
    <>
      <main id="main" tabIndex={-1}>
        <button type="button" onClick={() => openModal('search')}>
          opener
        </button>
      </main>
      <Host />
    </>,
  );
  const opener = screen.getByText('opener');
  opener.focus();
  fireEvent.click(opener);
  return opener;
}

afterEach(() => act(() => closeAllModals()));

// Walk issue item 20: focus returns to the opening control when a modal closes.
describe('Modal focus return', { timeout: 20_000 }, () => {
  it('gives focus back to the opener when the modal is closed', async () => {
    const opener = setup();
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('gives focus back to the first opener after a modal opened from another one', async () => {
    const opener = setup();
    await screen.findByRole('dialog');
    const inner = screen.getByText('open another');
    inner.focus();
    fireEvent.click(inner);
    await screen.findByText('language');
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('falls back to the main landmark when the opener is gone', async () => {
    const opener = setup();
    await screen.findByRole('dialog');
    opener.remove();
    act(() => closeAllModals());
    await waitFor(() => expect(document.activeElement).toBe(document.getElementById('main')));
  });
});

// Walk issue item 17: the search sheet keeps one height while its results change.
describe('Modal fixedHeight', () => {
  it('sizes the sheet to the viewport instead of its content', async () => {
    render(
      <Modal open onClose={() => {}} title="Search" fixedHeight>
        <p>results</p>
      </Modal>,
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog.className).toContain('h-[92dvh]');
    expect(dialog.className).not.toContain('md:h-fit');
  });
});
