// The server's icons (payment marks, flags) are drawn from their raster copies (an SVG <img> costs Chromium a document on
// the page's main thread), with the fallback in their place when they fail to load.
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IconImage } from './icon-image';

describe('IconImage', () => {
  it("draws the cashier's mark from its 192 px WebP, and a processor's own logo as it is", () => {
    const { container, rerender } = render(
      <IconImage src="/media/payments/usdt.svg" alt="Tether" width={40} height={40} />,
    );
    expect(screen.getByRole('img', { name: 'Tether' }).getAttribute('src')).toBe(
      '/media/payments/usdt.192.webp',
    );
    rerender(<IconImage src="https://pay.example/logo.png" width={40} height={40} />);
    expect(container.querySelector('img')!.getAttribute('src')).toBe(
      'https://pay.example/logo.png',
    );
  });

  it('shows the fallback when there is no mark or it fails to load, and tries a new one', () => {
    const fallback = <span>USDT</span>;
    const { container, rerender } = render(<IconImage src={null} fallback={fallback} />);
    expect(screen.getByText('USDT')).toBeTruthy();
    rerender(<IconImage src="/media/payments/usdt.svg" fallback={fallback} />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('USDT')).toBeTruthy();
    rerender(<IconImage src="/media/payments/btc.svg" fallback={fallback} />);
    expect(container.querySelector('img')!.getAttribute('src')).toBe(
      '/media/payments/btc.192.webp',
    );
  });
});
