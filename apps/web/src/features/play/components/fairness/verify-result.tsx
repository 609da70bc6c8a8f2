// What the verifier found: match or mismatch, the two outcomes (or the floats), the hashes, the
// blackjack shoe and the crash chain.
import { CheckCircle2, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import type { Engine } from '../../api/play';
import { BlackjackComparison, BlackjackShoe } from '../blackjack-verify';
import { ResultPair } from './seed-row';
import type { Check } from './use-verifier';

export function VerifyResult({
  engine,
  check,
  ok,
  expectedHash,
}: {
  engine: Engine;
  check: Check;
  ok: boolean;
  expectedHash: string | null;
}) {
  const { t } = useTranslation('play');
  return (
    <div
      role="status"
      data-testid="verify-result"
      className={cn(
        'flex flex-col gap-2 rounded-lg border p-3 text-body-sm',
        ok ? 'border-success/60 bg-success/10' : 'border-danger/60 bg-danger/10',
      )}
    >
      <p className="flex items-center gap-2 font-semibold">
        {ok ? (
          <CheckCircle2 size={20} className="text-success" aria-hidden="true" />
        ) : (
          <XCircle size={20} className="text-danger" aria-hidden="true" />
        )}
        {ok ? t('fairness.match') : t('fairness.mismatch')}
      </p>
      <dl className="grid gap-1">
        {engine === 'BLACKJACK' ? (
          <BlackjackComparison browser={check.browser.replay ?? null} server={check.blackjack} />
        ) : check.browser.outcome !== null ? (
          <>
            <ResultPair label={t('fairness.browserOutcome')}>{check.browser.outcome}</ResultPair>
            <ResultPair label={t('fairness.serverOutcome')}>{check.server ?? '—'}</ResultPair>
          </>
        ) : (
          <ResultPair label={t('fairness.floats')}>
            {check.browser.floats.map((f) => f.toFixed(6)).join(', ')}
          </ResultPair>
        )}
        <ResultPair label={t('fairness.computedHash')}>{check.browser.serverSeedHash}</ResultPair>
        {check.hashMatch !== null ? (
          <ResultPair label={t('fairness.committedHash')}>
            {`${expectedHash ?? ''} ${check.hashMatch ? '✓' : '✗'}`}
          </ResultPair>
        ) : null}
        {engine === 'BLACKJACK' && check.browser.shoe ? (
          <BlackjackShoe
            shoe={check.browser.shoe}
            // a shared table's hand reports no floats: its shoe is exactly the cards dealt
            dealt={check.browser.floats.length || check.browser.shoe.length}
          />
        ) : null}
        {check.chainValid !== null ? (
          <ResultPair label={t('fairness.chain')}>
            {check.chainValid ? t('fairness.chainOk') : t('fairness.chainBad')}
          </ResultPair>
        ) : null}
      </dl>
    </div>
  );
}
