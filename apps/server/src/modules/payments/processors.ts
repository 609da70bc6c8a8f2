// Payment processors behind one interface. The cashier (deposits.ts) only knows this interface;
// a real processor is added by implementing it and registering it in `paymentProcessors`.
//
// The built-in sandbox behaves like a hosted-payment-page processor: the player is sent to its
// page (served by this server, translated), approves or declines, and the sandbox then calls our
// webhook with an HMAC-SHA256 signature over `<timestamp>.<raw body>` (header
// `x-sandbox-signature: t=<unix seconds>,v1=<hex>`), which we accept within 300 seconds.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config';
import { AppError, type AppErrorCode } from '../../errors';

export interface HostedPaymentRequest {
  paymentId: string;
  amount: bigint;
  currency: string;
  methodId: string;
}

export interface WebhookEvent {
  /** the processor's event id (unique per event; replays carry the same id) */
  eventId: string;
  type: 'payment.succeeded' | 'payment.declined';
  paymentId: string;
  /** minor units */
  amount: bigint;
  currency: string;
  /** the processor's own reference of the payment */
  reference: string;
  /** decline reason from the processor */
  reason: string | null;
}

export interface PaymentProcessor {
  readonly id: string;
  /** Registers the payment with the processor; returns the hosted page the player is sent to. */
  createHostedPayment(request: HostedPaymentRequest): Promise<{ paymentLink: string }>;
  /** Verifies a webhook call (signature, freshness) and reads it; throws AppError otherwise. */
  parseWebhook(
    headers: Record<string, string | string[] | undefined>,
    rawBody: string,
    now?: Date,
  ): WebhookEvent;
}

/** Webhooks older or newer than this are refused (replay protection). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

export function hmacHex(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload).digest('hex');
}

function safeEqualHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
}

function webhookError(code: AppErrorCode, message: string): AppError {
  return new AppError(code, { message });
}

export interface SandboxProcessor extends PaymentProcessor {
  /** the token that lets the hosted page act on one payment */
  checkoutToken(paymentId: string): string;
  verifyCheckoutToken(paymentId: string, token: unknown): boolean;
  /** what the sandbox sends: body and signature header for an event */
  signWebhook(body: string, timestampSeconds: number): string;
}

export function createSandboxProcessor(
  config: Pick<Config, 'publicUrl' | 'paymentWebhookSecret'>,
): SandboxProcessor {
  const secret = config.paymentWebhookSecret;
  const checkoutToken = (paymentId: string) =>
    hmacHex(secret, `checkout:${paymentId}`).slice(0, 32);
  return {
    id: 'sandbox',
    checkoutToken,
    verifyCheckoutToken: (paymentId, token) =>
      typeof token === 'string' && safeEqualHex(checkoutToken(paymentId), token),
    signWebhook: (body, t) => `t=${t},v1=${hmacHex(secret, `${t}.${body}`)}`,
    async createHostedPayment(request) {
      const token = checkoutToken(request.paymentId);
      return {
        paymentLink: `${config.publicUrl}/api/payment/sandbox/checkout/${request.paymentId}?token=${token}`,
      };
    },
    parseWebhook(headers, rawBody, now = new Date()) {
      const header = headers[SANDBOX_SIGNATURE_HEADER];
      const value = Array.isArray(header) ? header[0] : header;
      const match = /^t=(\d{1,12}),v1=([0-9a-f]{64})$/.exec(value ?? '');
      if (!match) throw webhookError('INVALID_SIGNATURE', 'Missing or malformed signature.');
      const timestamp = Number(match[1]);
      if (!safeEqualHex(hmacHex(secret, `${timestamp}.${rawBody}`), match[2]!)) {
        throw webhookError('INVALID_SIGNATURE', 'The signature does not match.');
      }
      if (Math.abs(now.getTime() / 1000 - timestamp) > WEBHOOK_TOLERANCE_SECONDS) {
        throw webhookError('STALE_WEBHOOK', 'The webhook is outside the allowed time window.');
      }
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(rawBody) as Record<string, unknown>;
      } catch {
        throw new AppError('BAD_REQUEST', { message: 'The body is not JSON.' });
      }
      const data = (body.data ?? {}) as Record<string, unknown>;
      const type = body.type;
      if (
        typeof body.id !== 'string' ||
        (type !== 'payment.succeeded' && type !== 'payment.declined') ||
        typeof data.paymentId !== 'string' ||
        typeof data.amount !== 'string' ||
        !/^\d{1,18}$/.test(data.amount) ||
        typeof data.currency !== 'string' ||
        typeof data.reference !== 'string'
      ) {
        throw new AppError('BAD_REQUEST', { message: 'Unexpected webhook payload.' });
      }
      return {
        eventId: body.id,
        type,
        paymentId: data.paymentId,
        amount: BigInt(data.amount),
        currency: data.currency,
        reference: data.reference,
        reason: typeof data.reason === 'string' ? data.reason : null,
      };
    },
  };
}

/** The processors this instance runs, by id. */
export function paymentProcessors(
  config: Pick<Config, 'publicUrl' | 'paymentWebhookSecret' | 'paymentSandbox'>,
): Map<string, PaymentProcessor> {
  const map = new Map<string, PaymentProcessor>();
  if (config.paymentSandbox) map.set('sandbox', createSandboxProcessor(config));
  return map;
}
