import { describe, expect, it } from 'vitest';
import { renderBannerArt } from './banner-art';
import { renderGameArt } from './game-art';
import { MOTIFS } from './motifs';
import { renderProviderLogo } from './provider-logo';
import { escapeXml, initials, wrapWords } from './svg';

const palette = { from: '#3a2f8f', to: '#120d2b', accent: '#f2c14e', ink: '#FFF8E7' };

/** Every tag opened is closed, in order: a cheap well-formedness check for generated SVG. */
function balanced(svg: string): boolean {
  const stack: string[] = [];
  for (const match of svg.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
    const [, closing, name, selfClosing] = match;
    if (selfClosing) continue;
    if (closing) {
      if (stack.pop() !== name) return false;
    } else stack.push(name!);
  }
  return stack.length === 0;
}

describe('svg helpers', () => {
  it('escapes text', () => {
    expect(escapeXml(`<Tom & "Jerry's">`)).toBe('&lt;Tom &amp; &quot;Jerry&apos;s&quot;&gt;');
  });
  it('takes initials and wraps titles', () => {
    expect(initials("Pharaoh's Fortune")).toBe('PF');
    expect(initials('Treasure of the Nile')).toBe('TN');
    expect(initials('Gold')).toBe('GO');
    expect(wrapWords('Salon Privé No Commission Baccarat 6', 14, 3)).toEqual([
      'Salon Privé No',
      'Commission',
      'Baccarat 6',
    ]);
  });
});

describe('game art', () => {
  const input = {
    name: 'Pharaoh\'s <Fortune> & "Gold"',
    providerName: 'Goldreel Studios',
    motif: 'pyramid',
    pattern: 'dots',
    palette,
  };

  it('is a 600×800 SVG with the escaped name', () => {
    const svg = renderGameArt(input);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 800"')).toBe(
      true,
    );
    expect(svg).toContain('&lt;Fortune&gt;');
    expect(svg).not.toContain('<Fortune>');
    expect(svg).toContain('GOLDREEL STUDIOS');
    expect(balanced(svg)).toBe(true);
    expect(svg).not.toMatch(/<script|on\w+=/i);
  });

  it('is deterministic and differs between games', () => {
    expect(renderGameArt(input)).toBe(renderGameArt(input));
    expect(renderGameArt({ ...input, motif: 'cherry' })).not.toBe(renderGameArt(input));
  });

  it('draws every motif and pattern into well-formed SVG', () => {
    for (const motif of Object.keys(MOTIFS)) {
      for (const pattern of [
        'dots',
        'stripes',
        'grid',
        'rings',
        'chevrons',
        'waves',
        'rays',
        'diamonds',
      ]) {
        expect(balanced(renderGameArt({ ...input, motif, pattern })), `${motif}/${pattern}`).toBe(
          true,
        );
      }
    }
  });
});

describe('provider logo and banners', () => {
  it('renders a 240×96 wordmark', () => {
    const svg = renderProviderLogo({ name: 'Lucky Lantern Games', mark: 'flame', palette });
    expect(svg).toContain('viewBox="0 0 240 96"');
    expect(svg).toContain('Lucky');
    expect(balanced(svg)).toBe(true);
  });

  it('renders 1200×400 banners without text', () => {
    for (const key of [
      'vip',
      'cashback',
      'providers',
      '2x_deposit',
      'high-rollers',
      'cryptodeposit',
      'crash-week',
      'other',
    ]) {
      const svg = renderBannerArt(key);
      expect(svg).toContain('viewBox="0 0 1200 400"');
      expect(svg).not.toContain('<text');
      expect(balanced(svg)).toBe(true);
    }
    expect(renderBannerArt('vip')).not.toBe(renderBannerArt('cashback'));
  });
});
