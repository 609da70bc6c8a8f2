// Paths of the generated art the server serves (catalogue seed).
export const gameImageSrc = (slug: string) => `/media/games/${encodeURIComponent(slug)}.svg`;
export const bannerImageSrc = (key: string) => `/media/banners/${encodeURIComponent(key)}.svg`;

export function isExternalUrl(url: string): boolean {
  return /^([a-z][a-z0-9+.-]*:)?\/\//i.test(url) || url.startsWith('mailto:');
}
