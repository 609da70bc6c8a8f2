// "<Page> — Aurum" from a translated key per screen (spec §2.1) and the route's
// `<meta name="description">` in the active language; both re-translated on language change.
// Descriptions live in the small `meta` namespace, fetched after the first paint (never part of
// the first route's bundle); screens without their own description get `meta:default`.
import { useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { BRAND, i18n } from './i18n';
import { SsrContext, onServerRenderedPage } from './ssr-data';

export function formatDocumentTitle(page: string | null | undefined): string {
  const name = page?.trim();
  return name ? `${name} — ${BRAND}` : BRAND;
}

/** Sets (creating it if needed) the page's `<meta name="description">`. */
export function setMetaDescription(content: string): void {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.appendChild(tag);
  }
  tag.content = content;
}

/** The translated description of a screen, with `{{page}}` filled from a ready page name. */
export function describeScreen(key: string | null, page?: string | null): string {
  const values = { page: page?.trim() || BRAND };
  const own = key ? `meta:${key}` : null;
  return own && i18n.exists(own) ? i18n.t(own, values) : i18n.t('meta:default', values);
}

/**
 * @param key a key in the `common` namespace's `titles` block (e.g. `vip`), or null; the same
 *   key in `meta` is the screen's description
 * @param text a ready page name (e.g. a game's title) that wins over the key when present
 */
export function useDocumentTitle(key: string | null, text?: string | null): void {
  const { t, i18n: instance } = useTranslation('common');
  const title = formatDocumentTitle(text || (key ? t(`titles.${key}`) : null));
  const language = instance.language;
  // a server render writes them into the page's <head> (the meta namespace is loaded there)
  const server = useContext(SsrContext);
  if (server) Object.assign(server.head, { title, key, description: describeScreen(key, text) });
  useEffect(() => {
    document.title = title;
  }, [title, language]);
  useEffect(() => {
    // the server wrote this page's description (issue 16): the namespace is not needed yet
    if (onServerRenderedPage(language)) return;
    let current = true;
    void instance.loadNamespaces('meta').then(() => {
      if (current) setMetaDescription(describeScreen(key, text));
    });
    return () => {
      current = false;
    };
  }, [instance, key, text, language]);
}
