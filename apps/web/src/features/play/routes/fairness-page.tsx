// /fairness (public, issue 6): how the provably fair scheme works, the viewer's seeds (signed in)
// with rotation and a new client seed, and a verifier that recomputes a bet in the browser with
// WebCrypto and shows that it matches the server's verifyBet.
import { CheckCircle2, RefreshCw, ShieldCheck, XCircle } from 'lucide-react';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useClient, useMutation, useQuery } from 'urql';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { PageHeading } from '@/components/ui/page-heading';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import {
  FAIRNESS_SEEDS_QUERY,
  GAME_ENGINE_QUERY,
  ROTATE_SERVER_SEED_MUTATION,
  SET_CLIENT_SEED_MUTATION,
  VERIFY_BET_QUERY,
  type Engine,
  type FairnessSeeds,
  type VerifiedBet,
} from '../api/play';
import {
  BlackjackActionsInput,
  BlackjackComparison,
  BlackjackShoe,
} from '../components/blackjack-verify';
import { agrees, serverOutcome, verifyInBrowser, type BrowserResult } from '../model/verify';

const ENGINES: Engine[] = ['DICE', 'ROULETTE', 'SLOTS', 'BACCARAT', 'BLACKJACK', 'CRASH'];
const STEPS = ['commit', 'client', 'floats', 'reveal'] as const;

export default function FairnessPage() {
  const { t } = useTranslation('play');
  const { t: tb } = useTranslation('blackjack');
  useDocumentTitle(null, t('fairness.title'));
  const session = useSession();
  const [params] = useSearchParams();
  return (
    <div className="flex flex-col gap-6">
      <PageHeading
        icon={<ShieldCheck size={22} />}
        title={t('fairness.title')}
        intro={t('fairness.intro')}
      />
      <section className="flex flex-col gap-3 rounded-xl bg-surface p-4">
        <h2 className="text-subtitle font-semibold">{t('fairness.howTitle')}</h2>
        <ol className="flex list-decimal flex-col gap-2 ps-5 text-body-sm text-muted">
          {STEPS.map((step) => (
            <li key={step}>{t(`fairness.steps.${step}`)}</li>
          ))}
        </ol>
        <code
          dir="ltr"
          className="block overflow-x-auto rounded-lg bg-bg p-3 text-caption text-text"
        >
          HMAC_SHA256(serverSeed, `{'${clientSeed}:${nonce}:${round}'}`) → 4 bytes → b0/256 +
          b1/256² + b2/256³ + b3/256⁴
        </code>
        <p className="text-body-sm text-muted">{t('fairness.engines')}</p>
        <p className="text-body-sm text-muted">{tb('fairness.rule')}</p>
      </section>
      {session.status === 'user' ? <SeedsSection /> : null}
      <Verifier key={params.toString()} signedIn={session.status === 'user'} />
    </div>
  );
}

function SeedsSection() {
  const { t } = useTranslation('play');
  const [{ data, fetching }, refetch] = useQuery({
    query: FAIRNESS_SEEDS_QUERY,
    requestPolicy: 'network-only',
  });
  const [rotation, rotate] = useMutation(ROTATE_SERVER_SEED_MUTATION);
  const [setting, setSeed] = useMutation(SET_CLIENT_SEED_MUTATION);
  const [clientSeed, setClientSeed] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [fresh, setFresh] = useState<FairnessSeeds | null>(null);
  const seeds = fresh ?? data?.fairnessSeeds;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const r = await setSeed({ clientSeed: clientSeed.trim() });
    const res = r.data?.setClientSeed;
    if (res?.__typename === 'RotateSeedSuccess') {
      setFresh(res.seeds);
      setClientSeed('');
    } else setProblem(t('fairness.clientSeedInvalid'));
  };
  const doRotate = async () => {
    const r = await rotate({});
    const res = r.data?.rotateServerSeed;
    if (res?.__typename === 'RotateSeedSuccess') setFresh(res.seeds);
    refetch({ requestPolicy: 'network-only' });
  };

  return (
    <section className="flex flex-col gap-3 rounded-xl bg-surface p-4" data-testid="my-seeds">
      <h2 className="text-subtitle font-semibold">{t('fairness.yourSeeds')}</h2>
      {!seeds ? (
        <Skeleton className="h-24" aria-busy={fetching || undefined} />
      ) : (
        <>
          <dl className="grid gap-2 text-body-sm">
            <Row label={t('fairness.serverSeedHash')}>{seeds.serverSeedHash}</Row>
            <Row label={t('fairness.clientSeed')}>{seeds.clientSeed}</Row>
            <Row label={t('fairness.nonce')}>{String(seeds.nonce)}</Row>
          </dl>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <Button
              variant="secondary"
              icon={<RefreshCw size={18} aria-hidden="true" />}
              loading={rotation.fetching}
              onClick={() => void doRotate()}
              data-testid="rotate-seed"
            >
              {t('fairness.rotate')}
            </Button>
            <form onSubmit={(e) => void submit(e)} className="flex flex-1 items-end gap-2">
              <Input
                containerClassName="flex-1"
                label={t('fairness.newClientSeed')}
                dir="ltr"
                value={clientSeed}
                maxLength={64}
                error={problem}
                touched
                onChange={(e) => setClientSeed(e.target.value)}
              />
              <Button type="submit" loading={setting.fetching} disabled={!clientSeed.trim()}>
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
                      <Row label={t('fairness.serverSeed')}>{p.serverSeed}</Row>
                      <Row label={t('fairness.serverSeedHash')}>{p.serverSeedHash}</Row>
                      <Row label={t('fairness.clientSeed')}>{p.clientSeed}</Row>
                      <Row label={t('fairness.bets')}>{String(p.nonce)}</Row>
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

function Row({ label, children }: { label: string; children: string }) {
  return (
    <div className="flex flex-col">
      <dt className="text-caption text-muted">{label}</dt>
      <dd dir="ltr" className="font-mono text-caption break-all text-text rtl:text-right">
        {children}
      </dd>
    </div>
  );
}

interface Check {
  browser: BrowserResult;
  server: string | null;
  serverHash: string;
  match: boolean;
  hashMatch: boolean | null;
  chainValid: boolean | null;
  blackjack: VerifiedBet['blackjack'];
}

function Verifier({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('play');
  const client = useClient();
  const [params] = useSearchParams();
  const paramEngine = params.get('engine') as Engine | null;
  const [engine, setEngine] = useState<Engine>(
    paramEngine && ENGINES.includes(paramEngine) ? paramEngine : 'DICE',
  );
  const [serverSeed, setServerSeed] = useState(params.get('serverSeed') ?? '');
  const [clientSeed, setClientSeed] = useState(params.get('clientSeed') ?? '');
  const [nonce, setNonce] = useState(params.get('nonce') ?? '0');
  const [rtp, setRtp] = useState('');
  const [actions, setActions] = useState(params.get('actions') ?? '');
  const expectedHash = params.get('hash');
  const game = params.get('game');
  const [check, setCheck] = useState<Check | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState(false);
  const [pending, setPending] = useState(false);
  const [rotation, rotate] = useMutation(ROTATE_SERVER_SEED_MUTATION);

  const [{ data: engineData }] = useQuery({
    query: GAME_ENGINE_QUERY,
    variables: { slug: game ?? '' },
    pause: !game || engine !== 'CRASH',
  });
  useEffect(() => {
    const cfg = engineData?.gameEngine;
    if (cfg?.__typename === 'GameEngineConfig' && !rtp) setRtp(cfg.rtp);
  }, [engineData, rtp]);

  // The seed of a linked bet: revealed already, or still in use (rotate to reveal it).
  useEffect(() => {
    if (!signedIn || !expectedHash || serverSeed || engine === 'CRASH') return;
    let live = true;
    void client
      .query(FAIRNESS_SEEDS_QUERY, {}, { requestPolicy: 'network-only' })
      .toPromise()
      .then((r) => {
        const seeds = r.data?.fairnessSeeds;
        if (!live || !seeds) return;
        const found = seeds.previous.find((p) => p.serverSeedHash === expectedHash);
        if (found) setServerSeed(found.serverSeed);
        else if (seeds.serverSeedHash === expectedHash) setPending(true);
      });
    return () => {
      live = false;
    };
  }, [client, signedIn, expectedHash, serverSeed, engine]);

  const reveal = async () => {
    const r = await rotate({});
    const res = r.data?.rotateServerSeed;
    if (res?.__typename === 'RotateSeedSuccess') {
      setPending(false);
      setServerSeed(res.revealed.serverSeed);
    }
  };

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailure(false);
    setCheck(null);
    try {
      const n = Number.parseInt(nonce, 10) || 0;
      const r = await client
        .query(
          VERIFY_BET_QUERY,
          {
            serverSeed: serverSeed.trim(),
            clientSeed: clientSeed.trim(),
            nonce: n,
            engine,
            params:
              engine === 'CRASH'
                ? { rtp: rtp || undefined, terminalHash: expectedHash ?? undefined }
                : engine === 'BLACKJACK'
                  ? { actions: actions.trim() }
                  : undefined,
          },
          { requestPolicy: 'network-only' },
        )
        .toPromise();
      const server = r.data?.verifyBet;
      if (server?.__typename !== 'VerifiedBet') {
        setFailure(true);
        return;
      }
      const browser = await verifyInBrowser(
        {
          engine,
          serverSeed: serverSeed.trim(),
          clientSeed: clientSeed.trim(),
          nonce: n,
          rtp,
          actions: actions.trim(),
        },
        server.floats.length,
      );
      setCheck({
        browser,
        server: serverOutcome(engine, server),
        serverHash: server.serverSeedHash,
        match: agrees(engine, browser, server),
        hashMatch:
          engine === 'CRASH' || !expectedHash ? null : browser.serverSeedHash === expectedHash,
        chainValid: server.chainValid,
        blackjack: server.blackjack,
      });
    } catch {
      setFailure(true);
    } finally {
      setBusy(false);
    }
  };

  const ok = check ? check.match && check.hashMatch !== false && check.chainValid !== false : false;

  return (
    <section className="flex flex-col gap-3 rounded-xl bg-surface p-4" data-testid="verifier">
      <h2 className="text-subtitle font-semibold">{t('fairness.verifyTitle')}</h2>
      <form onSubmit={(e) => void verify(e)} className="grid gap-3 sm:grid-cols-2">
        <label className="flex flex-col gap-1.5 text-body-sm font-semibold text-muted">
          {t('fairness.engine')}
          <select
            value={engine}
            onChange={(e) => setEngine(e.target.value as Engine)}
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
          label={engine === 'CRASH' ? t('fairness.gameIndex') : t('fairness.nonce')}
          inputMode="numeric"
          dir="ltr"
          value={nonce}
          onChange={(e) => setNonce(e.target.value.replace(/\D/g, ''))}
        />
        <Input
          containerClassName="sm:col-span-2"
          label={engine === 'CRASH' ? t('fairness.gameHash') : t('fairness.serverSeed')}
          dir="ltr"
          value={serverSeed}
          onChange={(e) => setServerSeed(e.target.value)}
          data-testid="verify-server-seed"
        />
        <Input
          containerClassName="sm:col-span-2"
          label={engine === 'CRASH' ? t('fairness.salt') : t('fairness.clientSeed')}
          dir="ltr"
          value={clientSeed}
          onChange={(e) => setClientSeed(e.target.value)}
        />
        {engine === 'CRASH' ? (
          <Input
            label={t('fairness.rtp')}
            inputMode="decimal"
            dir="ltr"
            value={rtp}
            placeholder="99.00"
            onChange={(e) => setRtp(e.target.value.replace(/[^\d.]/g, ''))}
          />
        ) : null}
        {engine === 'BLACKJACK' ? (
          <BlackjackActionsInput value={actions} onChange={setActions} />
        ) : null}
        {pending ? (
          <div className="flex flex-col gap-2 rounded-lg bg-warning/10 p-3 text-body-sm sm:col-span-2">
            <p>{t('fairness.notRevealed')}</p>
            <Button
              variant="outline"
              className="self-start"
              loading={rotation.fetching}
              onClick={() => void reveal()}
              data-testid="reveal-seed"
            >
              {t('fairness.revealNow')}
            </Button>
          </div>
        ) : null}
        <Button
          type="submit"
          className="sm:col-span-2"
          loading={busy}
          disabled={!serverSeed.trim() || !clientSeed.trim()}
          data-testid="verify-button"
        >
          {t('fairness.verify')}
        </Button>
      </form>
      {failure ? (
        <p role="alert" className="text-body-sm text-danger">
          {t('fairness.failed')}
        </p>
      ) : null}
      {check ? (
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
              <BlackjackComparison
                browser={check.browser.replay ?? null}
                server={check.blackjack}
              />
            ) : check.browser.outcome !== null ? (
              <>
                <Pair label={t('fairness.browserOutcome')}>{check.browser.outcome}</Pair>
                <Pair label={t('fairness.serverOutcome')}>{check.server ?? '—'}</Pair>
              </>
            ) : (
              <Pair label={t('fairness.floats')}>
                {check.browser.floats.map((f) => f.toFixed(6)).join(', ')}
              </Pair>
            )}
            <Pair label={t('fairness.computedHash')}>{check.browser.serverSeedHash}</Pair>
            {check.hashMatch !== null ? (
              <Pair label={t('fairness.committedHash')}>
                {`${expectedHash ?? ''} ${check.hashMatch ? '✓' : '✗'}`}
              </Pair>
            ) : null}
            {engine === 'BLACKJACK' && check.browser.shoe ? (
              <BlackjackShoe shoe={check.browser.shoe} dealt={check.browser.floats.length} />
            ) : null}
            {check.chainValid !== null ? (
              <Pair label={t('fairness.chain')}>
                {check.chainValid ? t('fairness.chainOk') : t('fairness.chainBad')}
              </Pair>
            ) : null}
          </dl>
        </div>
      ) : null}
    </section>
  );
}

function Pair({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col">
      <dt className="text-caption text-muted">{label}</dt>
      <dd dir="ltr" className="font-mono text-caption break-all rtl:text-right">
        {children}
      </dd>
    </div>
  );
}
