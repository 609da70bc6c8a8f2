// One urql client per (token, language): signing in or out drops every cached answer (spec
// §4.1) and a language change refetches content the server localises by Accept-Language.
import { useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Provider } from 'urql';
import { createGraphqlClient } from '@/lib/graphql-client';
import { currentLanguage } from '@/lib/i18n';
import { SsrContext, ssrPayload } from '@/lib/ssr-data';
import { getToken, reportUnauthorized, subscribeToken } from '@/lib/token-store';

export function GraphqlProvider({ children }: { children: ReactNode }) {
  const token = useSyncExternalStore(subscribeToken, getToken, getToken);
  // Subscribing to the translation re-renders this provider when the language changes.
  useTranslation('common');
  const language = currentLanguage();
  const server = useContext(SsrContext);
  const handle = useMemo(() => {
    if (server) return null;
    // a guest's client answers from the server's first-screen data while it is fresh
    const ssr = ssrPayload();
    const seed = ssr && !token && ssr.language === language ? ssr.results : null;
    return createGraphqlClient({ token, language, onUnauthorized: reportUnauthorized, seed });
  }, [server, token, language]);
  useEffect(() => () => handle?.dispose(), [handle]);
  return <Provider value={server?.client ?? handle!.client}>{children}</Provider>;
}
