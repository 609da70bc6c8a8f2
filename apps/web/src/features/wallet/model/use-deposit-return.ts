// The hosted payment page sends the payer back with ?deposit=success|declined&paymentId= : a toast
// tells the outcome (spec §8), then the parameters leave the address.
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useClient } from 'urql';
import { notify } from '@/lib/toast';
import { GET_USER_DEPOSIT_PAYMENTS_QUERY } from '@/lib/api/get-user-deposit-payments';
import { requestBalanceRefresh } from './balance-refresh';

export function useDepositReturn(): void {
  const [params, setParams] = useSearchParams();
  const client = useClient();
  const outcome = params.get('deposit');
  const paymentId = params.get('paymentId');

  useEffect(() => {
    if (outcome !== 'success' && outcome !== 'declined') return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('deposit');
        next.delete('paymentId');
        return next;
      },
      { replace: true },
    );
    if (outcome === 'declined') {
      void notify('DEPOSIT_REJECTED_BY_PROVIDER');
      return;
    }
    requestBalanceRefresh();
    void client
      .query(
        GET_USER_DEPOSIT_PAYMENTS_QUERY,
        { input: { pagination: { page: 1, count: 20 } } },
        { requestPolicy: 'network-only' },
      )
      .toPromise()
      .then(({ data }) => {
        const payment = data?.getUserDepositPayments.items.find((p) => p.id === paymentId);
        void notify(
          'SUCCESS_DEPOSIT',
          payment ? { values: { amount: payment.amount, currency: payment.currency } } : {},
        );
      });
  }, [outcome, paymentId, setParams, client]);
}
