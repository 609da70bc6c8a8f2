import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/test/i18n';
import { formatDocumentTitle, useDocumentTitle } from './use-document-title';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('document title', () => {
  it('formats "<Page> — Aurum"', () => {
    expect(formatDocumentTitle('VIP club')).toBe('VIP club — Aurum');
    expect(formatDocumentTitle('  ')).toBe('Aurum');
    expect(formatDocumentTitle(null)).toBe('Aurum');
  });

  it('sets the translated title of a screen', () => {
    renderHook(() => useDocumentTitle('vip'));
    expect(document.title).toBe('VIP club — Aurum');
  });

  it('prefers a ready page name', () => {
    renderHook(() => useDocumentTitle('game', 'Book of Gold'));
    expect(document.title).toBe('Book of Gold — Aurum');
  });

  it('sets the route description from the meta namespace, or the default one', async () => {
    renderHook(() => useDocumentTitle('vip'));
    await waitFor(() =>
      expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
        i18n.t('meta:vip'),
      ),
    );
    renderHook(() => useDocumentTitle('personalData', 'x'));
    await waitFor(() =>
      expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
        i18n.t('meta:default', { page: 'x' }),
      ),
    );
  });

  it('re-translates when the language changes', async () => {
    i18n.addResourceBundle('ru', 'common', { titles: { vip: 'VIP-клуб' } }, true, true);
    const { rerender } = renderHook(() => useDocumentTitle('vip'));
    expect(document.title).toBe('VIP club — Aurum');
    await act(async () => {
      await i18n.changeLanguage('ru');
    });
    rerender();
    expect(document.title).toBe('VIP-клуб — Aurum');
  });
});
