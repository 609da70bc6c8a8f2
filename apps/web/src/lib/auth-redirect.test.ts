import { describe, expect, it } from 'vitest';
import { buildSignInRedirect, safeReturnPath } from './auth-redirect';

describe('guard redirect', () => {
  it('sends a guest to sign-in with the encoded current path', () => {
    expect(buildSignInRedirect('/profile')).toBe('/sign-in?return=%2Fprofile');
    expect(buildSignInRedirect('/profile/security')).toBe('/sign-in?return=%2Fprofile%2Fsecurity');
  });

  it('keeps the query string in the return path', () => {
    expect(buildSignInRedirect('/game/book-of-gold', '?demo=1&x=a b')).toBe(
      '/sign-in?return=%2Fgame%2Fbook-of-gold%3Fdemo%3D1%26x%3Da%20b',
    );
  });

  it('round-trips through URLSearchParams', () => {
    const url = new URL(buildSignInRedirect('/favourites', '?page=2'), 'https://aurum.test');
    expect(url.searchParams.get('return')).toBe('/favourites?page=2');
  });
});

describe('return path after sign-in', () => {
  it('accepts same-site paths', () => {
    expect(safeReturnPath('/profile?tab=1')).toBe('/profile?tab=1');
  });

  it('falls back to home for anything else', () => {
    expect(safeReturnPath(null)).toBe('/');
    expect(safeReturnPath('')).toBe('/');
    expect(safeReturnPath('https://evil.example')).toBe('/');
    expect(safeReturnPath('//evil.example')).toBe('/');
    expect(safeReturnPath('/\\evil.example')).toBe('/');
    expect(safeReturnPath('/sign-in?return=%2F')).toBe('/');
  });
});
