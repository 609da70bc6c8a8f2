// The cashier's test face (other modules' tests use it; lint allows it to tests only): a real
// sandbox card deposit (GraphQL + the hosted page's Pay button), a confirmed transfer on the
// sandbox chain, the typed `deposit.credited` events of one player, and the sandbox processor
// for signing webhooks.
import type { AppPubSub } from '../../pubsub';
import type { TestServer } from '../../test/harness';
import type { TestUser } from '../../test/users';
import type { DepositCreditedEvent } from './events';
import './events';

export { createSandboxProcessor, SANDBOX_SIGNATURE_HEADER } from './processors';

const CREATE = `mutation CreateFiatDepositPayment($input: CreateFiatDepositPaymentInput!) {
  createFiatDepositPayment(input: $input) { status paymentLink paymentId }
}`;

/** Deposits `amount` USD through the sandbox card: create the payment, then press Pay. */
export async function sandboxDeposit(
  server: TestServer,
  user: TestUser,
  amount = 25,
): Promise<string> {
  const res = await server.gql<{
    createFiatDepositPayment: {
      status: string;
      paymentLink: string | null;
      paymentId: string | null;
    };
  }>(
    CREATE,
    {
      input: {
        methodId: 'sandbox-card',
        currency: 'USD',
        amount,
        returnUrl: 'http://localhost:3000/deposit',
        predefinedFields: [
          { name: 'NAME', value: 'Ada Lovelace' },
          { name: 'COUNTRY', value: 'US' },
        ],
        userAgent: 'vitest',
      },
    },
    { headers: user.headers },
  );
  const created = res.data?.createFiatDepositPayment;
  if (!created?.paymentLink || !created.paymentId) {
    throw new Error(`deposit not created: ${JSON.stringify(res.errors ?? res.data)}`);
  }
  const url = new URL(created.paymentLink);
  const decided = await server.app.inject({
    method: 'POST',
    url: url.pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      token: url.searchParams.get('token')!,
      decision: 'approve',
      lang: 'en',
    }).toString(),
  });
  if (decided.statusCode !== 303) throw new Error(`deposit not approved: ${decided.statusCode}`);
  return created.paymentId;
}

/**
 * Sends `amount` of `coin` (e.g. `BTC:BTC`) to the player's deposit address on the sandbox chain
 * and confirms it; answers the chain's answer to the confirmation.
 */
export async function chainDeposit(
  server: TestServer,
  user: TestUser,
  coin: string,
  amount: string,
  txId: string,
): Promise<{ status: string; credited: { amount: string; currency: string } | null }> {
  const balances = await server.gql<{ currentUser: { balance: { id: string }[] } }>(
    'query CurrentUser { currentUser { balance { id } } }',
    undefined,
    { headers: user.headers },
  );
  const addressed = await server.gql<{
    getDepositAddress: { cryptoDepositAddress: { address: string } };
  }>(
    `query GetDepositAddress($balanceId: ID!, $currency: String!) {
      getDepositAddress(balanceId: $balanceId, method: { currency: $currency }) {
        cryptoDepositAddress { address } } }`,
    { balanceId: balances.data!.currentUser.balance[0]!.id, currency: coin },
    { headers: user.headers },
  );
  const address = addressed.data?.getDepositAddress.cryptoDepositAddress.address;
  if (!address) throw new Error(`no address: ${JSON.stringify(addressed.errors)}`);
  const sent = await server.rest<{ response?: { status: string } }>(
    'POST',
    '/api/payment/sandbox/chain/transfers',
    { address, amount, txId },
  );
  if (sent.body.response?.status !== 'PENDING') {
    throw new Error(`transfer not seen: ${JSON.stringify(sent.body)}`);
  }
  return confirmChain(server, txId);
}

/** Confirms a sandbox chain transfer (again); answers the chain's answer. */
export async function confirmChain(
  server: TestServer,
  txId: string,
): Promise<{ status: string; credited: { amount: string; currency: string } | null }> {
  const confirmed = await server.rest<{
    response: { status: string; credited: { amount: string; currency: string } | null };
  }>('POST', `/api/payment/sandbox/chain/transfers/${txId}/confirm`);
  return confirmed.body.response;
}

/**
 * Collects the `deposit.credited` events of one player from now on (a broadcast channel: with
 * Redis, other test servers' deposits arrive too and are left out).
 */
export function depositCreditedEvents(pubsub: AppPubSub, userId: string) {
  const events: DepositCreditedEvent[] = [];
  const waiting = new Set<() => void>();
  const subscription = pubsub.subscribe(
    'deposit.credited',
  ) as AsyncIterableIterator<DepositCreditedEvent>;
  const loop = (async () => {
    for await (const event of subscription) {
      if (event.userId !== userId) continue;
      events.push(event);
      for (const wake of waiting) wake();
    }
  })();
  return {
    events,
    /** resolves once `count` events arrived */
    async until(count: number, timeoutMs = 5000): Promise<DepositCreditedEvent[]> {
      const started = Date.now();
      while (events.length < count) {
        if (Date.now() - started > timeoutMs) {
          throw new Error(`${events.length} of ${count} deposit.credited events arrived`);
        }
        await new Promise<void>((resolve) => {
          const wake = () => {
            waiting.delete(wake);
            resolve();
          };
          waiting.add(wake);
          setTimeout(wake, 50);
        });
      }
      return events;
    },
    async stop(): Promise<void> {
      await subscription.return?.();
      await loop;
    },
  };
}
