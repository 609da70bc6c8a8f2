// useHydrated: false on the server and while hydrating (no mismatch), then true; true at once in a
// plain client render and for a component mounted after hydration.
import { act, render } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { useHydrated } from './use-hydrated';

function Probe({ seen }: { seen: boolean[] }) {
  const hydrated = useHydrated();
  seen.push(hydrated);
  return <p data-testid="probe">{hydrated ? 'client' : 'server'}</p>;
}

describe('useHydrated', () => {
  it('is false in a server render', () => {
    expect(renderToString(<Probe seen={[]} />)).toContain('server');
  });

  it('hydrates with false, then renders true, without a hydration mismatch', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe seen={[]} />);
    document.body.append(container);
    const seen: boolean[] = [];
    const onRecoverableError = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Probe seen={seen} />, { onRecoverableError });
    });
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
    expect(container.textContent).toBe('client');
    expect(onRecoverableError).not.toHaveBeenCalled();
    container.remove();
  });

  it('is true at once in a client render and for a component mounted later', () => {
    const seen: boolean[] = [];
    render(<Probe seen={seen} />);
    expect(seen).toEqual([true]);

    const later: boolean[] = [];
    function Host() {
      const [shown, setShown] = useState(false);
      return shown ? <Probe seen={later} /> : <button onClick={() => setShown(true)}>show</button>;
    }
    const { getByRole } = render(<Host />);
    act(() => getByRole('button').click());
    expect(later).toEqual([true]);
  });
});
