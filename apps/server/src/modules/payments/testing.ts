// The cashier's test face (other modules' tests use it; lint allows it to tests only): a real
// sandbox card deposit (GraphQL + the hosted page's Pay button), a confirmed transfer on the
// sandbox chain, the typed `deposit.credited` events of one player, and the sandbox processor
// for signing webhooks.
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import { outboxPayloads } from '../../outbox/test-helpers';
import type { TestServer } from '../../test/harness';
import type { TestUser } from '../../test/users';
import type { DepositCreditedEvent, PaymentNoticeEvent } from './events';
import './events';

export { createSandboxProcessor, SANDBOX_SIGNATURE_HEADER } from './processors';

const CREATE = `mutation CreateFiatDepositPayment($input: CreateFiatDepositPaymentInput!) {
  createFiatDepositPayment(input: $input) { status paymentLink paymentId }
}`;

/** Requests a withdrawal of `amount` (e.g. '20.00') USD to the sandbox e-wallet; its id, or null. */
export async function sandboxWithdrawal(
  server: TestServer,
  user: TestUser,
  amount = '20.00',
): Promise<number | null> {
  const res = await server.gql<{
    createWithdrawRequest: { __typename: string; id?: number };
  }>(
    `mutation CreateWithdrawRequest($input: CreateWithdrawRequestInput!) {
      createWithdrawRequest(input: $input) { __typename ... on CreateWithdrawRequestSuccess { id } } }`,
    {
      input: {
        amount,
        methodId: 'sandbox-ewallet-payout',
        currency: 'USD',
        inputs: [{ inputId: 'email', value: user.email }],
        requestKey: randomUUID(),
      },
    },
    { headers: user.headers },
  );
  return res.data?.createWithdrawRequest.id ?? null;
}

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
 * The `deposit.credited` events of one player in the outbox (written in the credit's
 * transaction, so they exist once the cashier's request has answered).
 */
export function depositCreditedEvents(db: Db, userId: string) {
  const list = () => outboxPayloads(db, 'deposit.credited', (e) => e.userId === userId);
  return {
    list,
    /** resolves once `count` events exist */
    async until(count: number, timeoutMs = 5000): Promise<DepositCreditedEvent[]> {
      const started = Date.now();
      for (;;) {
        const events = await list();
        if (events.length >= count) return events;
        if (Date.now() - started > timeoutMs) {
          throw new Error(`${events.length} of ${count} deposit.credited events arrived`);
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
  };
}

/** The `payment.notice` events of one player in the outbox, in order. */
export function paymentNotices(db: Db, userId: string): Promise<PaymentNoticeEvent[]> {
  return outboxPayloads(db, 'payment.notice', (e) => e.userId === userId);
}
