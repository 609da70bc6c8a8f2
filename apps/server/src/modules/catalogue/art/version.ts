// The version of a generated artwork: a short hash of its SVG source, carried in its URLs
// (`/media/games/x.svg?v=<hash>`, rasters alike) so media can be cached for a year as
// immutable — a changed name, palette or renderer makes a new hash, hence a new URL. Each
// distinct input is drawn and hashed once per process (a few KB of string building), so list
// queries pay a map lookup per row.
import { renderBannerArt } from './banner-art';
import { renderGameArt, type GameArtInput } from './game-art';
import { renderProviderLogo, type ProviderLogoInput } from './provider-logo';
import { contentHash } from '../../../http/raster';

const MAX_ENTRIES = 50_000;
const memo = new Map<string, string>();

function memoised(key: string, render: () => string): string {
  let version = memo.get(key);
  if (version === undefined) {
    if (memo.size >= MAX_ENTRIES) memo.clear();
    version = contentHash(render());
    memo.set(key, version);
  }
  return version;
}

export const gameArtVersion = (game: GameArtInput): string =>
  memoised(
    JSON.stringify(['g', game.name, game.providerName, game.motif, game.pattern, game.palette]),
    () => renderGameArt(game),
  );

export const providerLogoVersion = (provider: ProviderLogoInput): string =>
  memoised(JSON.stringify(['p', provider.name, provider.mark, provider.palette]), () =>
    renderProviderLogo(provider),
  );

export const bannerArtVersion = (key: string): string =>
  memoised(JSON.stringify(['b', key]), () => renderBannerArt(key));

/** `/media/games/x.svg` + version → `/media/games/x.svg?v=<version>`. */
export const versionedPath = (pathname: string, version: string): string =>
  `${pathname}?v=${version}`;
