// The balance readers' refetch against urql's real client (the component tests' fake client has
// no in-flight deduplication): a refetch asked for while another reader's request for the same
// query is in flight must still end on an answer requested after it.
import { act, render, screen } from '@testing-library/react';
import { Client, makeResult, type Exchange, type Operation } from '@urql/core';
import { useState } from 'react';
import { Provider, useQuery } from 'urql';
import { describe, expect, it } from 'vitest';
import { filter, makeSubject, merge, onPush, pipe } from 'wonka';
import { resolveAnswer } from '@/test/fake-client';
import { CURRENT_USER_BALANCE_QUERY, useCurrentUserBalance } from './current-user-balance';

/** A transport that holds every query until the test answers it with a balance total. */
function heldTransport() {
  const sent: Operation[] = [];
  const results = makeSubject<ReturnType<typeof makeResult>>();
  // every operation is recorded and none answered here: the answers come from `results`
  const exchange: Exchange = () => (operations$) =>
    merge([
      pipe(
        operations$,
        onPush((operation) => {
          if (operation.kind === 'query') sent.push(operation);
        }),
        filter((_operation): _operation is never => false),
      ),
      results.source,
    ]);
  const answer = (operation: Operation, total: string) =>
    act(() => {
      const balance = { id: 'b1', bonus: '0.00', real: total, total, depositWagered: '0.00' };
      const data = resolveAnswer(
        operation.query,
        {},
        {
          currentUser: {
            ...{ id: 'u1', name: null, phone: null, kyc: 'NOT_STARTED' },
            balance: [{ ...balance, currency: { code: 'USD' } }],
          },
        },
      );
      results.next(makeResult(operation, { data }));
    });
  const client = new Client({ url: 'http://aurum.test/graphql', exchanges: [exchange] });
  return { sent, answer, client };
}

const actions = { refetchChip: () => {}, openModal: () => {} };
function Chip() {
  const { balance, refetch } = useCurrentUserBalance();
  actions.refetchChip = refetch;
  return <output>{balance ? balance.total : 'loading'}</output>;
}
/** Another reader of the same query whose mount asks the network (as the deposit modal did). */
function Modal() {
  useQuery({ query: CURRENT_USER_BALANCE_QUERY, requestPolicy: 'cache-and-network' });
  return null;
}
function Page() {
  const [open, setOpen] = useState(false);
  actions.openModal = () => setOpen(true);
  return (
    <>
      <Chip />
      {open ? <Modal /> : null}
    </>
  );
}

describe('useCurrentUserBalance refetch', () => {
  it("asks again when its refetch got another reader's earlier answer", async () => {
    const { sent, answer, client } = heldTransport();
    render(
      <Provider value={client}>
        <Page />
      </Provider>,
    );
    await answer(sent.at(-1)!, '0.00');
    expect(screen.getByRole('status').textContent).toBe('0.00');
    act(() => actions.openModal());
    const inFlight = sent.at(-1)!;
    const before = sent.length;
    // the balance changes (a top-up) while the modal's request is in flight: urql sends nothing
    // for the refetch
    act(() => actions.refetchChip());
    expect(sent).toHaveLength(before);
    // the modal's request answers with the balance before the change: the chip asks again
    await answer(inFlight, '0.00');
    const again = sent.slice(before);
    expect(again.length).toBeGreaterThan(0);
    expect(again.every((op) => op.context.requestPolicy === 'network-only')).toBe(true);
    await answer(sent.at(-1)!, '1000.00');
    expect(screen.getByRole('status').textContent).toBe('1000.00');
    // answered with its own request: nothing more is asked
    const settled = sent.length;
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(sent).toHaveLength(settled);
  });

  it('sends one request for a refetch when nothing is in flight, and stops at its answer', async () => {
    const { sent, answer, client } = heldTransport();
    render(
      <Provider value={client}>
        <Chip />
      </Provider>,
    );
    await answer(sent.at(-1)!, '0.00');
    const before = sent.length;
    act(() => actions.refetchChip());
    expect(sent.length).toBeGreaterThan(before);
    await answer(sent.at(-1)!, '25.00');
    expect(screen.getByRole('status').textContent).toBe('25.00');
    const settled = sent.length;
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(sent).toHaveLength(settled);
  });
});
