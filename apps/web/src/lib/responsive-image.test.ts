import { describe, expect, it } from 'vitest';
import { rasterSources } from './responsive-image';

describe('rasterSources', () => {
  it('lists the drawn widths of generated art, keeping its version', () => {
    expect(rasterSources('/media/games/gold-rush.svg?v=abcDEF123_-x')).toEqual({
      avif:
        '/media/games/gold-rush.150.avif?v=abcDEF123_-x 150w, /media/games/gold-rush.225.avif?v=abcDEF123_-x 225w, ' +
        '/media/games/gold-rush.300.avif?v=abcDEF123_-x 300w, /media/games/gold-rush.450.avif?v=abcDEF123_-x 450w, ' +
        '/media/games/gold-rush.600.avif?v=abcDEF123_-x 600w',
      webp: expect.stringContaining('/media/games/gold-rush.600.webp?v=abcDEF123_-x 600w'),
    });
    expect(rasterSources('/media/banners/vip.svg')?.webp).toBe(
      '/media/banners/vip.400.webp 400w, /media/banners/vip.600.webp 600w, /media/banners/vip.800.webp 800w, /media/banners/vip.1200.webp 1200w',
    );
  });

  it('leaves other images alone', () => {
    for (const src of [
      'https://cdn.example.com/media/games/x.svg',
      '/media/payments/card.svg',
      '/uploads/banner.png',
      '/media/games/x.png',
    ]) {
      expect(rasterSources(src), src).toBeNull();
    }
  });
});
