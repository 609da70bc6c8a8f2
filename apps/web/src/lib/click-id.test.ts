import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildClickIdCookie, captureClickId, clearClickId, readClickId } from './click-id';

afterEach(() => clearClickId());

describe('click id cookie', () => {
  it('builds a secure, one-hour, site-wide cookie', () => {
    expect(buildClickIdCookie('abc 1')).toBe(
      'click_id=abc%201; Max-Age=3600; Path=/; Secure; SameSite=Lax',
    );
  });

  it('stores cid from the query string', () => {
    const write = vi.fn();
    expect(captureClickId('?foo=1&cid=partner-42', write)).toBe('partner-42');
    expect(write).toHaveBeenCalledWith(
      'click_id=partner-42; Max-Age=3600; Path=/; Secure; SameSite=Lax',
    );
  });

  it('does nothing without cid or with an empty one', () => {
    const write = vi.fn();
    expect(captureClickId('?foo=1', write)).toBeNull();
    expect(captureClickId('?cid=', write)).toBeNull();
    expect(write).not.toHaveBeenCalled();
  });

  it('writes document.cookie by default and reads it back', () => {
    captureClickId('?cid=campaign%2F7');
    expect(readClickId()).toBe('campaign/7');
    clearClickId();
    expect(readClickId()).toBeNull();
  });

  it('reads the value from a cookie string', () => {
    expect(readClickId('a=1; click_id=x%3Dy; b=2')).toBe('x=y');
  });
});
