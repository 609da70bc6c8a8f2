// REST of the cashier: the sandbox's hosted page and decision, processors' webhooks, method icons.
import { randomUUID } from 'node:crypto';
import { currencyDecimals, formatMinor, pickLanguage } from '@aurum/domain';
import type { FastifyInstance } from 'fastify';
import { AppError, notFound } from '../../errors';
import { restOk } from '../../rest/reply';
import { registerArtRoute } from '../../http/media';
import { cspNonce } from '../../http/security-headers';
import type { AppDeps } from '../types';
import { applyDepositWebhook, findDepositPayment } from './deposits';
import { registerChainConsole } from './chain-console';
import { registerLegacyPaymentRoutes } from './legacy-rest';
import { paymentIcon } from './icons';
import { findDepositMethod } from './methods';
import { createSandboxProcessor, paymentProcessors, SANDBOX_SIGNATURE_HEADER } from './processors';
import { checkoutPage, messagePage, pageLanguage } from './sandbox-page';

function withQuery(url: string, params: Record<string, string>): string {
  const u = new URL(url);
  for (const [k, v] of Object.entries(params)) u.searchParams.set(k, v);
  return u.toString();
}

export function registerPaymentRoutes(app: FastifyInstance, deps: AppDeps): void {
  const processors = paymentProcessors(deps.config);
  registerLegacyPaymentRoutes(app, deps);

  // the marks as SVG and as the rasters the pages draw (an SVG <img> costs the browser a document)
  registerArtRoute(app, {
    kind: 'payments',
    what: 'payment mark',
    cacheDir: deps.config.mediaCacheDir,
    find: paymentIcon,
  });

  // Processors' webhooks: the signature covers the raw body, so this plugin keeps it.
  void app.register(async (hooks) => {
    hooks.removeContentTypeParser('application/json');
    hooks.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) =>
      done(null, body),
    );
    hooks.post<{ Params: { processor: string }; Body: string }>(
      '/api/payment/webhook/:processor',
      async (request, reply) => {
        const processor = processors.get(request.params.processor);
        if (!processor) throw notFound('Unknown processor.');
        const raw = typeof request.body === 'string' ? request.body : '';
        const event = processor.parseWebhook(request.headers, raw);
        const outcome = await applyDepositWebhook(deps, processor.id, event);
        request.log.info(
          { processor: processor.id, paymentId: event.paymentId, outcome },
          'payment webhook',
        );
        return restOk(reply, { received: true, outcome });
      },
    );
  });

  if (!deps.config.paymentSandbox) return;
  const sandbox = createSandboxProcessor(deps.config);
  registerChainConsole(app, deps);

  void app.register(async (page) => {
    page.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    page.get<{ Params: { id: string }; Querystring: { token?: string; lang?: string } }>(
      '/api/payment/sandbox/checkout/:id',
      async (request, reply) => {
        const lang = pageLanguage(
          request.query.lang,
          pickLanguage(request.headers['accept-language']),
        );
        const payment = await findDepositPayment(deps.db, request.params.id);
        reply
          .header('content-type', 'text/html; charset=utf-8')
          .header('cache-control', 'no-store');
        if (!payment || !sandbox.verifyCheckoutToken(payment.id, request.query.token)) {
          return reply
            .code(404)
            .send(messagePage(lang, 'invalid', `${deps.config.publicUrl}/`, cspNonce(reply)));
        }
        if (payment.status !== 'PENDING') {
          return reply.send(
            messagePage(
              lang,
              'alreadyFinal',
              payment.returnUrl ?? `${deps.config.publicUrl}/`,
              cspNonce(reply),
            ),
          );
        }
        return reply.send(
          checkoutPage({
            lang,
            nonce: cspNonce(reply),
            action: `/api/payment/sandbox/checkout/${payment.id}`,
            token: request.query.token!,
            amount: formatMinor(payment.amount, { decimals: currencyDecimals(payment.currency) }),
            currency: payment.currency,
            method: findDepositMethod(payment.methodId)?.name ?? payment.methodId,
          }),
        );
      },
    );

    // The payer's decision: the sandbox tells the cashier through the signed webhook, exactly as
    // a remote processor would, then sends the payer back to the site.
    page.post<{ Params: { id: string }; Body: Record<string, string> | undefined }>(
      '/api/payment/sandbox/checkout/:id',
      async (request, reply) => {
        const body = request.body ?? {};
        const lang = pageLanguage(body.lang, pickLanguage(request.headers['accept-language']));
        const payment = await findDepositPayment(deps.db, request.params.id);
        if (!payment || !sandbox.verifyCheckoutToken(payment.id, body.token)) {
          reply.header('content-type', 'text/html; charset=utf-8');
          return reply
            .code(404)
            .send(messagePage(lang, 'invalid', `${deps.config.publicUrl}/`, cspNonce(reply)));
        }
        const decision = body.decision === 'approve' ? 'approve' : 'decline';
        const eventBody = JSON.stringify({
          id: `evt_${randomUUID()}`,
          type: decision === 'approve' ? 'payment.succeeded' : 'payment.declined',
          data: {
            paymentId: payment.id,
            amount: payment.amount.toString(),
            currency: payment.currency,
            reference: `sbx_${payment.id.slice(0, 8)}`,
            ...(decision === 'decline' ? { reason: 'declined by the payer' } : {}),
          },
        });
        const signature = sandbox.signWebhook(eventBody, Math.floor(Date.now() / 1000));
        const delivered = await page.inject({
          method: 'POST',
          url: `/api/payment/webhook/${sandbox.id}`,
          headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
          payload: eventBody,
        });
        if (delivered.statusCode !== 200 && delivered.statusCode !== 409) {
          throw new AppError('TRY_AGAIN_LATER', {
            message: 'The payment could not be confirmed; try again.',
            status: 502,
          });
        }
        const back = payment.returnUrl ?? `${deps.config.publicUrl}/`;
        return reply.redirect(
          withQuery(back, {
            deposit: decision === 'approve' ? 'success' : 'declined',
            paymentId: payment.id,
          }),
          303,
        );
      },
    );
  });
}
