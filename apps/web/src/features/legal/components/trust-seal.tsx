// The licence seal in the footer (spec §9 "Trust-seal widget"): the licensing authority's script
// (VITE_TRUST_SEAL_SCRIPT_URL) fills a container named after the seal id (VITE_TRUST_SEAL_ID).
// The script's global `apg_<id>` may appear some time after the script tag loads, so the
// initialisation is retried every second until it exists. Nothing is rendered when unconfigured.
import { useEffect } from 'react';
import { TRUST_SEAL_ID, TRUST_SEAL_SCRIPT_URL } from '@/lib/config';

export const TRUST_SEAL_RETRY_MS = 1000;

type SealGlobal = { init?: () => void } | undefined;

/** `apg_` + the seal id with dashes as underscores, the name the seal script defines. */
export function sealGlobalName(id: string): string {
  return `apg_${id.replace(/-/g, '_')}`;
}

/** Adds the script once, then calls `init()` as soon as its global exists; returns a cleanup. */
export function startTrustSeal(scriptUrl: string, id: string): () => void {
  if (!document.querySelector(`script[data-trust-seal="${id}"]`)) {
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.async = true;
    script.dataset.trustSeal = id;
    document.body.appendChild(script);
  }
  const name = sealGlobalName(id);
  const tryInit = (): boolean => {
    const seal = (window as unknown as Record<string, SealGlobal>)[name];
    if (typeof seal?.init !== 'function') return false;
    seal.init();
    return true;
  };
  if (tryInit()) return () => {};
  const timer = window.setInterval(() => {
    if (tryInit()) window.clearInterval(timer);
  }, TRUST_SEAL_RETRY_MS);
  return () => window.clearInterval(timer);
}

export function TrustSeal({
  scriptUrl = TRUST_SEAL_SCRIPT_URL,
  sealId = TRUST_SEAL_ID,
}: {
  scriptUrl?: string;
  sealId?: string;
}) {
  const configured = Boolean(scriptUrl && sealId);
  useEffect(
    () => (configured ? startTrustSeal(scriptUrl, sealId) : undefined),
    [configured, scriptUrl, sealId],
  );
  if (!configured) return null;
  return (
    <div
      id={`apg-${sealId}`}
      data-apg-seal-id={sealId}
      data-apg-image-size="128"
      data-apg-image-type="basic-small"
      className="flex min-h-16 min-w-16 items-center justify-center md:ms-auto"
    />
  );
}
