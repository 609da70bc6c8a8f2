// /fairness's verifier: the engine, nonce (crash: game index), server seed (crash: game hash),
// client seed (crash: salt), crash RTP, blackjack actions; reveal a seed still in use; Verify.
import { useTranslation } from 'react-i18next';
import { isOriginal } from '../../model/originals-verify';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import type { Engine } from '../../api/play';
import { BlackjackActionsInput } from '../blackjack-verify';
import { ENGINES, useVerifier } from './use-verifier';
import { VerifyResult } from './verify-result';

export function Verifier({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('play');
  const v = useVerifier(signedIn);
  const f = v.fields;
  const crash = f.engine === 'CRASH';
  return (
    <section className="flex flex-col gap-3 rounded-xl bg-surface p-4" data-testid="verifier">
      <h2 className="text-subtitle font-semibold">{t('fairness.verifyTitle')}</h2>
      <form onSubmit={(e) => void v.verify(e)} className="grid gap-3 sm:grid-cols-2">
        <label className="flex flex-col gap-1.5 text-body-sm font-semibold text-muted">
          {t('fairness.engine')}
          <select
            value={f.engine}
            onChange={(e) => f.setEngine(e.target.value as Engine)}
            className="h-input rounded-lg border border-border bg-surface-2 px-3 text-body text-text"
          >
            {ENGINES.map((e) => (
              <option key={e} value={e}>
                {t(`engines.${e}`)}
              </option>
            ))}
          </select>
        </label>
        <Input
          label={crash ? t('fairness.gameIndex') : t('fairness.nonce')}
          inputMode="numeric"
          dir="ltr"
          value={f.nonce}
          onChange={(e) => f.setNonce(e.target.value.replace(/\D/g, ''))}
        />
        <Input
          containerClassName="sm:col-span-2"
          label={crash ? t('fairness.gameHash') : t('fairness.serverSeed')}
          dir="ltr"
          value={f.serverSeed}
          onChange={(e) => f.setServerSeed(e.target.value)}
          data-testid="verify-server-seed"
        />
        <Input
          containerClassName="sm:col-span-2"
          label={crash ? t('fairness.salt') : t('fairness.clientSeed')}
          dir="ltr"
          value={f.clientSeed}
          onChange={(e) => f.setClientSeed(e.target.value)}
        />
        {crash ? (
          <Input
            label={t('fairness.rtp')}
            inputMode="decimal"
            dir="ltr"
            value={f.rtp}
            placeholder="99.00"
            onChange={(e) => f.setRtp(e.target.value.replace(/[^\d.]/g, ''))}
          />
        ) : null}
        {isOriginal(f.engine) ? (
          <Input
            label={t('fairness.settings')}
            hint={t(`fairness.settingsHint.${f.engine}`)}
            dir="ltr"
            value={f.settings}
            onChange={(e) => f.setSettings(e.target.value)}
            data-testid="verify-settings"
          />
        ) : null}
        {f.engine === 'BLACKJACK' ? (
          <BlackjackActionsInput value={f.actions} onChange={f.setActions} />
        ) : null}
        {v.pending ? (
          <div className="flex flex-col gap-2 rounded-lg bg-warning/10 p-3 text-body-sm sm:col-span-2">
            <p>{t('fairness.notRevealed')}</p>
            <Button
              variant="outline"
              className="self-start"
              loading={v.revealing}
              onClick={() => void v.reveal()}
              data-testid="reveal-seed"
            >
              {t('fairness.revealNow')}
            </Button>
          </div>
        ) : null}
        <Button
          type="submit"
          className="sm:col-span-2"
          loading={v.busy}
          disabled={!f.serverSeed.trim() || !f.clientSeed.trim()}
          data-testid="verify-button"
        >
          {t('fairness.verify')}
        </Button>
      </form>
      {v.failure ? (
        <p role="alert" className="text-body-sm text-danger">
          {t('fairness.failed')}
        </p>
      ) : null}
      {v.check ? (
        <VerifyResult engine={f.engine} check={v.check} ok={v.ok} expectedHash={v.expectedHash} />
      ) : null}
    </section>
  );
}
