// Geo language (spec §4.5), mounted once by the app root. When nothing was stored, the signed-in
// player's saved language wins; otherwise the first language of the caller's country is used if
// supported, and the language modal opens if it is not. Renders nothing.
import { isLanguage } from '@aurum/domain';
import { useEffect, useRef } from 'react';
import { useViewerGeo } from '@/lib/api/viewer-region';
import { changeLanguage, currentLanguage } from '@/lib/i18n';
import { storedLanguageAtStartup } from '@/lib/language-detector';
import { openModal } from '@/lib/modal-store';
import { useSession } from '@/lib/session';
import { decideLanguage } from '../model/preferred-language';

export function GeoLanguage() {
  const { status, user } = useSession();
  const stored = storedLanguageAtStartup();
  const server = user && isLanguage(user.language) ? user.language : null;
  const startLanguage = useRef(currentLanguage());
  const settled = useRef(false);
  const [{ data, error }] = useViewerGeo(Boolean(stored) || status !== 'guest');
  const geoLangs = data?.getGeoInstructionByIp.lang;
  const geoFailed = Boolean(error);

  useEffect(() => {
    if (settled.current || status === 'loading') return;
    // a language picked in this session (the modal) is a stored choice too
    if (currentLanguage() !== startLanguage.current) settled.current = true;
    if (settled.current) return;
    const geo = geoLangs ?? (geoFailed ? [] : null);
    const decision = decideLanguage({
      current: currentLanguage(),
      stored,
      server: status === 'user' ? server : null,
      geo: status === 'guest' ? geo : null,
    });
    if (decision.kind === 'keep' && status === 'guest' && !stored && geo === null) return;
    settled.current = true;
    if (decision.kind === 'switch') void changeLanguage(decision.language);
    else if (decision.kind === 'ask') openModal('language');
  }, [status, stored, server, geoLangs, geoFailed]);

  return null;
}
