// ServerText: the server writes the text; hydrating keeps it without computing it again (no
// mismatch); a new key computes it; a plain client render computes it at once.
import { act, render, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { Client } from 'urql';
import { ServerText, type ServerTextProps } from './server-text';
import { SsrContext } from './ssr-data';

/** A server render: the SSR context is present (entry-server.tsx provides it). */
const serverHtml = (props: ServerTextProps) =>
  renderToString(
    <SsrContext.Provider value={{ client: {} as Client, head: {} }}>
      <ServerText {...props} />
    </SsrContext.Provider>,
  );

const percent = (value: number) => `${value.toFixed(1)}%`;

describe('ServerText', () => {
  it('is the computed text in a server render', () => {
    expect(serverHtml({ textKey: '96.5', text: () => percent(96.5) })).toBe('<span>96.5%</span>');
  });

  it('keeps the server’s text while hydrating and computes nothing until the key changes', async () => {
    const container = document.createElement('div');
    container.innerHTML = serverHtml({ dir: 'ltr', textKey: '96.5', text: () => percent(96.5) });
    document.body.append(container);
    const text = vi.fn(() => percent(96.5));
    const onRecoverableError = vi.fn();
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, <ServerText dir="ltr" textKey="96.5" text={text} />, {
        onRecoverableError,
      });
    });
    expect(container.innerHTML).toBe('<span dir="ltr">96.5%</span>');
    expect(text).not.toHaveBeenCalled();
    expect(onRecoverableError).not.toHaveBeenCalled();

    // another value (or language): computed and written
    const next = vi.fn(() => percent(97.1));
    await act(async () => {
      root!.render(<ServerText dir="ltr" textKey="97.1" text={next} />);
    });
    expect(next).toHaveBeenCalled();
    expect(container.textContent).toBe('97.1%');
    // and back to the first value: computed again, not left empty
    await act(async () => {
      root!.render(<ServerText dir="ltr" textKey="96.5" text={() => percent(96.5)} />);
    });
    expect(container.textContent).toBe('96.5%');
    root!.unmount();
    container.remove();
  });

  it('computes the text at once in a plain client render', () => {
    const text = vi.fn(() => percent(96.5));
    render(<ServerText data-testid="t" textKey="96.5" text={text} />);
    expect(screen.getByTestId('t').textContent).toBe('96.5%');
    expect(text).toHaveBeenCalled();
  });
});
