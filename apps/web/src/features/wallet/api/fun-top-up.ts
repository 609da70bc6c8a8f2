// POST /api/payment/fun-top-up: demo money for the sandbox (spec §7.1), capped per day by the
// server.
import { restRequest } from './rest';

export { RestError } from './rest';

export interface FunTopUpResult {
  amount: number;
  currency: string;
  balance: number;
  remainingToday: number;
}

export function funTopUp(requestId: string): Promise<FunTopUpResult> {
  return restRequest<FunTopUpResult>(
    'POST',
    '/api/payment/fun-top-up',
    { requestId },
    {
      'Idempotency-Key': requestId,
    },
  );
}
