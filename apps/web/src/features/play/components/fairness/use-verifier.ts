// The verifier's state (no markup): its fields prefilled from the link (engine, seeds, nonce,
// actions, the committed hash, the game), the crash game's RTP, the linked bet's server seed
// looked up among the viewer's revealed seeds (or revealed on request), and Verify: the server's
// verifyBet next to the browser's own recomputation.
import { isOriginal, ORIGINAL_ENGINES, parseSettings } from '../../model/originals-verify';
import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useClient, useMutation, useQuery } from 'urql';
import {
  FAIRNESS_SEEDS_QUERY,
  GAME_ENGINE_QUERY,
  ROTATE_SERVER_SEED_MUTATION,
  VERIFY_BET_QUERY,
  type Engine,
  type VerifiedBet,
} from '../../api/play';
import { agrees, serverOutcome, verifyInBrowser, type BrowserResult } from '../../model/verify';

export const ENGINES: Engine[] = [
  'DICE',
  'ROULETTE',
  'SLOTS',
  'BACCARAT',
  'BLACKJACK',
  'CRASH',
  ...ORIGINAL_ENGINES,
];

export interface Check {
  browser: BrowserResult;
  server: string | null;
  serverHash: string;
  match: boolean;
  hashMatch: boolean | null;
  chainValid: boolean | null;
  blackjack: VerifiedBet['blackjack'];
}

export function useVerifier(signedIn: boolean) {
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
  const [settings, setSettings] = useState(params.get('settings') ?? '');
  const expectedHash = params.get('hash');
  const game = params.get('game');
  // a hand at a shared live blackjack table (the round's two streams, docs/livebj-notes.md)
  const shared = params.get('shared') === '1';
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
                  ? { actions: actions.trim(), ...(shared ? { sharedTable: true } : {}) }
                  : isOriginal(engine)
                    ? (parseSettings(engine, settings) ?? undefined)
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
          settings,
          shared,
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

  return {
    fields: {
      engine,
      setEngine,
      serverSeed,
      setServerSeed,
      clientSeed,
      setClientSeed,
      nonce,
      setNonce,
      rtp,
      setRtp,
      actions,
      setActions,
      settings,
      setSettings,
    },
    expectedHash,
    pending,
    revealing: rotation.fetching,
    reveal,
    busy,
    failure,
    check,
    /** the browser agrees with the server, the committed hash and the crash chain */
    ok: check ? check.match && check.hashMatch !== false && check.chainValid !== false : false,
    verify,
  };
}
