import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Drawer } from './drawer';

function renderDrawer(open: boolean) {
  return render(
    <>
      <button type="button">opener</button>
      <Drawer open={open} onClose={() => {}} label="Menu">
        <a href="/a">first</a>
        <button type="button">middle</button>
        <button type="button" hidden>
          hidden
        </button>
        <button type="button">last</button>
      </Drawer>
      <button type="button">outside</button>
    </>,
  );
}

// Walk issue item 20: the side menu traps focus while open.
describe('Drawer focus trap', () => {
  it('Tab from the last control wraps to the first, Shift+Tab from the first to the last', () => {
    renderDrawer(true);
    const first = screen.getByText('first');
    const last = screen.getByText('last');
    last.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
  });

  it('pulls focus that escaped the panel back inside', () => {
    renderDrawer(true);
    screen.getByText('outside').focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByText('first'));
  });

  it('leaves Tab alone while closed', () => {
    renderDrawer(false);
    const outside = screen.getByText('outside');
    outside.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(outside);
  });
});
