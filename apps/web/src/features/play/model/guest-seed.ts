// A guest's demo seed pair (issue 18): demo rounds of the server's one-shot engines are played on
// a committed pair like a player's real ones. The server seals a fresh server seed as a token and
// shows its SHA-256 (`rotateGuestDemoSeed`); the browser keeps the token, its own client seed and
// the nonce (session storage, nothing on the server) and sends them with every demo round.
// Revealing rotates the pair: the old seed comes back and every round played under it can be
// recomputed on /fairness; later rounds use the new pair (nonce from 0, same client seed).
import type { Client } from 'urql';
import { graphql } from '@/lib/graphql';

export const ROTATE_GUEST_DEMO_SEED = graphql(`
  mutation rotateGuestDemoSeed($previous: String) {
    rotateGuestDemoSeed(previous: $previous) {
      __typename
      ... on GuestDemoSeed {
        token
        serverSeedHash
        revealedServerSeed
      }
      ... on GeneralAppError {
        code
      }
    }
  }
`);

const KEY = 'guest_demo_seed';

/** What a demo round sends (the input's `demoSeed`). */
export interface GuestSeedInput {
  token: string;
  clientSeed: string;
  nonce: number;
}

interface Stored {
  token: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  /** server seed hash → the revealed server seed */
  revealed: Record<string, string>;
}

function read(): Stored | null {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as Stored) : null;
  } catch {
    return null;
  }
}

function write(s: Stored): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(s));
  } catch {
    // private mode: the pair lives only as long as this call chain
  }
}

function randomClientSeed(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

async function rotate(client: Client, previous: string | null) {
  const r = await client.mutation(ROTATE_GUEST_DEMO_SEED, { previous }).toPromise();
  const v = r.data?.rotateGuestDemoSeed;
  if (v?.__typename !== 'GuestDemoSeed') return null;
  return v;
}

/** The pair for the next demo round (committing one first if none), its nonce taken. */
export async function nextGuestSeed(client: Client): Promise<GuestSeedInput | null> {
  let s = read();
  if (!s) {
    const fresh = await rotate(client, null);
    if (!fresh) return null;
    s = {
      token: fresh.token,
      serverSeedHash: fresh.serverSeedHash,
      clientSeed: randomClientSeed(),
      nonce: 0,
      revealed: {},
    };
  }
  const pair = { token: s.token, clientSeed: s.clientSeed, nonce: s.nonce };
  write({ ...s, nonce: s.nonce + 1 });
  return pair;
}

/** The server seed of a demo round's pair: revealed already, or revealed now by a rotation. */
export async function revealGuestSeed(
  client: Client,
  serverSeedHash: string,
): Promise<string | null> {
  const s = read();
  if (!s) return null;
  const known = s.revealed[serverSeedHash];
  if (known) return known;
  if (s.serverSeedHash !== serverSeedHash) return null;
  const next = await rotate(client, s.token);
  if (!next?.revealedServerSeed) return null;
  write({
    token: next.token,
    serverSeedHash: next.serverSeedHash,
    clientSeed: s.clientSeed,
    nonce: 0,
    revealed: { ...s.revealed, [serverSeedHash]: next.revealedServerSeed },
  });
  return next.revealedServerSeed;
}

/** For tests and sign-in: forget the pair. */
export function clearGuestSeed(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // nothing stored
  }
}

/** The revealed server seed of a pair, if it was revealed in this session. */
export function revealedGuestSeed(serverSeedHash: string): string | null {
  return read()?.revealed[serverSeedHash] ?? null;
}
