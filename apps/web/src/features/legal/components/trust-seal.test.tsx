import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TRUST_SEAL_RETRY_MS, TrustSeal, sealGlobalName } from './trust-seal';

const ID = '3f2a-77c1';
const URL = 'https://seal.example/xcm-seal.js';

afterEach(() => {
  vi.useRealTimers();
  delete (window as unknown as Record<string, unknown>)[sealGlobalName(ID)];
  document.querySelectorAll('script[data-trust-seal]').forEach((s) => s.remove());
});

describe('TrustSeal', () => {
  it('renders nothing and loads nothing when not configured', () => {
    const { container } = render(<TrustSeal scriptUrl="" sealId="" />);
    expect(container.innerHTML).toBe('');
    expect(document.querySelector('script[data-trust-seal]')).toBeNull();
  });

  it('adds the script once and retries the initialisation every second until its global exists', () => {
    vi.useFakeTimers();
    const { container, unmount } = render(<TrustSeal scriptUrl={URL} sealId={ID} />);
    expect(container.querySelector(`#apg-${ID}`)).not.toBeNull();
    expect(document.querySelectorAll('script[data-trust-seal]')).toHaveLength(1);
    expect(document.querySelector('script[data-trust-seal]')?.getAttribute('src')).toBe(URL);

    vi.advanceTimersByTime(TRUST_SEAL_RETRY_MS * 3);
    const init = vi.fn();
    (window as unknown as Record<string, unknown>)[sealGlobalName(ID)] = { init };
    expect(init).not.toHaveBeenCalled();
    vi.advanceTimersByTime(TRUST_SEAL_RETRY_MS);
    expect(init).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(TRUST_SEAL_RETRY_MS * 5);
    expect(init).toHaveBeenCalledTimes(1);
    unmount();
  });
});
