// The fairness data of a guest's demo round (issue 18): the server seed hash shown before the
// round, the client seed and the nonce; "Reveal the seed" rotates the guest's demo pair
// (model/guest-seed.ts) and then "Verify" opens /fairness with everything filled in. Its own chunk,
// loaded for guests only (guest-fairness.tsx).
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useClient } from 'urql';
import type { BetRound } from '../api/play';
import { revealGuestSeed, revealedGuestSeed } from '../model/guest-seed';
import { fairnessHref, originalSettings } from '../model/verify-link';

export interface GuestRound {
  engine: BetRound['engine'];
  gameSlug: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  outcome: { __typename?: string };
}

/** The /fairness link of a demo round whose server seed is revealed. */
export function guestVerifyHref(round: GuestRound, serverSeed: string): string {
  return fairnessHref({
    engine: round.engine,
    serverSeed,
    clientSeed: round.clientSeed,
    nonce: round.nonce,
    hash: round.serverSeedHash,
    game: round.gameSlug,
    settings: originalSettings(round.outcome as BetRound['outcome']),
  });
}

export default function GuestFairnessBlock({ round }: { round: GuestRound }) {
  const { t } = useTranslation('play');
  const client = useClient();
  const [seed, setSeed] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const revealed = seed ?? revealedGuestSeed(round.serverSeedHash);
  const reveal = async () => {
    setBusy(true);
    try {
      setSeed(await revealGuestSeed(client, round.serverSeedHash));
    } finally {
      setBusy(false);
    }
  };
  return (
    <details className="rounded-xl bg-surface-2 p-3 text-caption" data-testid="guest-fairness">
      <summary className="flex min-h-11 cursor-pointer items-center gap-2 text-body-sm font-semibold">
        <ShieldCheck size={18} aria-hidden="true" className="text-gold" />
        {t('guestDemo.fairness')}
      </summary>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="text-muted">{t('fairness.serverSeedHash')}</dt>
        <dd dir="ltr" className="font-mono break-all" data-testid="guest-fairness-hash">
          {round.serverSeedHash}
        </dd>
        <dt className="text-muted">{t('fairness.clientSeed')}</dt>
        <dd dir="ltr" className="font-mono break-all">
          {round.clientSeed}
        </dd>
        <dt className="text-muted">{t('fairness.nonce')}</dt>
        <dd dir="ltr" className="font-mono" data-testid="guest-fairness-nonce">
          {round.nonce}
        </dd>
        {revealed ? (
          <>
            <dt className="text-muted">{t('fairness.serverSeed')}</dt>
            <dd dir="ltr" className="font-mono break-all" data-testid="guest-fairness-seed">
              {revealed}
            </dd>
          </>
        ) : null}
      </dl>
      {revealed ? (
        <Link
          to={guestVerifyHref(round, revealed)}
          data-testid="guest-fairness-verify"
          className="mt-2 inline-flex min-h-11 items-center gap-2 font-semibold text-gold hover:underline"
        >
          {t('fairness.verify')}
        </Link>
      ) : (
        <div className="mt-2 flex flex-col gap-1">
          <p className="text-muted">{t('fairness.notRevealed')}</p>
          <button
            type="button"
            disabled={busy}
            onClick={() => void reveal()}
            data-testid="guest-fairness-reveal"
            className="inline-flex min-h-11 items-center self-start rounded-lg border border-border px-3 font-semibold hover:border-gold disabled:opacity-60"
          >
            {t('fairness.revealNow')}
          </button>
        </div>
      )}
    </details>
  );
}
