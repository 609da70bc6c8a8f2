// The signed-in viewer's seeds on /fairness: the committed server seed hash, the client seed and
// the nonce, rotation, a new client seed, and the revealed earlier pairs.
import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { SeedRow } from './seed-row';
import { useSeeds } from './use-seeds';

export function SeedsSection() {
  const { t } = useTranslation('play');
  const s = useSeeds();
  const seeds = s.seeds;
  return (
    <section className="flex flex-col gap-3 rounded-xl bg-surface p-4" data-testid="my-seeds">
      <h2 className="text-subtitle font-semibold">{t('fairness.yourSeeds')}</h2>
      {!seeds ? (
        <Skeleton className="h-24" aria-busy={s.fetching || undefined} />
      ) : (
        <>
          <dl className="grid gap-2 text-body-sm">
            <SeedRow label={t('fairness.serverSeedHash')}>{seeds.serverSeedHash}</SeedRow>
            <SeedRow label={t('fairness.clientSeed')}>{seeds.clientSeed}</SeedRow>
            <SeedRow label={t('fairness.nonce')}>{String(seeds.nonce)}</SeedRow>
          </dl>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <Button
              variant="secondary"
              icon={<RefreshCw size={18} aria-hidden="true" />}
              loading={s.rotating}
              onClick={() => void s.rotate()}
              data-testid="rotate-seed"
            >
              {t('fairness.rotate')}
            </Button>
            <form
              onSubmit={(e) => void s.submit(e)}
              className="flex min-w-0 flex-1 items-end gap-2"
            >
              <Input
                containerClassName="min-w-0 flex-1"
                label={t('fairness.newClientSeed')}
                dir="ltr"
                value={s.clientSeed}
                maxLength={64}
                error={s.problem}
                touched
                onChange={(e) => s.setClientSeed(e.target.value)}
              />
              <Button type="submit" loading={s.saving} disabled={!s.clientSeed.trim()}>
                {t('fairness.save')}
              </Button>
            </form>
          </div>
          <p className="text-caption text-muted">{t('fairness.rotateHint')}</p>
          {seeds.previous.length > 0 ? (
            <details className="text-body-sm">
              <summary className="min-h-11 cursor-pointer py-2 font-semibold">
                {t('fairness.revealed', { count: seeds.previous.length })}
              </summary>
              <ul className="flex flex-col gap-2">
                {seeds.previous.map((p) => (
                  <li key={p.serverSeedHash} className="rounded-lg bg-surface-2 p-2">
                    <dl className="grid gap-1">
                      <SeedRow label={t('fairness.serverSeed')}>{p.serverSeed}</SeedRow>
                      <SeedRow label={t('fairness.serverSeedHash')}>{p.serverSeedHash}</SeedRow>
                      <SeedRow label={t('fairness.clientSeed')}>{p.clientSeed}</SeedRow>
                      <SeedRow label={t('fairness.bets')}>{String(p.nonce)}</SeedRow>
                    </dl>
                  </li>
                ))}
              </ul>
            </details>
          ) : null}
        </>
      )}
    </section>
  );
}
