// The sandbox chain's console (operators, or anyone outside production): send an amount of a
// coin to a deposit address, then confirm the transaction, as a blockchain would. JSON endpoints
// plus a small HTML page for people.
import { randomUUID } from 'node:crypto';
import { currencyDecimals, formatMinor } from '@aurum/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import { isOperatorToken } from '../../http/auth';
import { cspNonce } from '../../http/security-headers';
import { restOk } from '../../rest/reply';
import type { AppDeps } from '../types';
import { confirmChainTransfer, listChainDeposits, receiveChainTransfer } from './crypto';
import type { CryptoDepositRow } from './tables';

function allowed(deps: AppDeps, request: FastifyRequest): void {
  const token = request.headers['x-operator-token'];
  if (!deps.config.isProduction) return;
  if (isOperatorToken(deps.config.operatorToken, Array.isArray(token) ? token[0] : token)) return;
  throw new AppError('FORBIDDEN', { message: 'Operator token required.' });
}

function json(row: CryptoDepositRow) {
  return {
    id: row.id,
    txId: row.txId,
    address: row.address,
    currency: row.currency,
    network: row.network,
    amount: formatMinor(row.amount, { decimals: currencyDecimals(row.currency) }),
    status: row.status,
    credited:
      row.creditedAmount === null || row.creditedCurrency === null
        ? null
        : {
            amount: formatMinor(row.creditedAmount, {
              decimals: currencyDecimals(row.creditedCurrency),
            }),
            currency: row.creditedCurrency,
          },
    createdAt: row.createdAt.toISOString(),
  };
}

const escape = (v: string) => v.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(rows: CryptoDepositRow[], message: string | null, nonce: string): string {
  const list = rows
    .map((r) => {
      const j = json(r);
      const action =
        r.status === 'PENDING'
          ? `<form method="post" action="/api/payment/sandbox/chain/transfers/${escape(r.txId)}/confirm"><button>Confirm</button></form>`
          : escape(j.credited ? `${j.credited.amount} ${j.credited.currency}` : '');
      return `<tr><td>${escape(j.createdAt)}</td><td><code>${escape(r.txId)}</code></td><td><code>${escape(r.address)}</code></td><td>${escape(`${j.amount} ${r.currency} (${r.network})`)}</td><td>${escape(r.status)}</td><td>${action}</td></tr>`;
    })
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Sandbox chain</title>
<style nonce="${escape(nonce)}">body{font-family:system-ui,sans-serif;margin:24px;background:#0f1115;color:#eee}input,button{font:inherit;padding:6px 10px}table{border-collapse:collapse;margin-top:16px}td,th{border-bottom:1px solid #333;padding:6px 10px;text-align:start}code{font-size:12px}</style></head>
<body><h1>Sandbox chain</h1>${message ? `<p>${escape(message)}</p>` : ''}
<form method="post" action="/api/payment/sandbox/chain/transfers">
<input name="address" placeholder="deposit address" size="48" required> <input name="amount" placeholder="amount, e.g. 0.01" required> <button>Send</button>
</form>
<table><thead><tr><th>Seen</th><th>Transaction</th><th>Address</th><th>Amount</th><th>Status</th><th></th></tr></thead><tbody>${list}</tbody></table></body></html>`;
}

export function registerChainConsole(app: FastifyInstance, deps: AppDeps): void {
  void app.register(async (chain) => {
    chain.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    const wantsHtml = (request: FastifyRequest) =>
      request.headers['content-type']?.startsWith('application/x-www-form-urlencoded') ?? false;

    chain.get<{ Querystring: { message?: string } }>(
      '/api/payment/sandbox/chain',
      async (request, reply) => {
        allowed(deps, request);
        const rows = await listChainDeposits(deps.db);
        return reply
          .header('content-type', 'text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(
            page(
              rows,
              typeof request.query.message === 'string' ? request.query.message : null,
              cspNonce(reply),
            ),
          );
      },
    );

    chain.post<{
      Body: { address?: string; amount?: string; txId?: string; confirm?: unknown } | undefined;
    }>('/api/payment/sandbox/chain/transfers', async (request, reply) => {
      allowed(deps, request);
      const body = request.body ?? {};
      const row = await receiveChainTransfer(deps.db, {
        address: String(body.address ?? ''),
        amount: String(body.amount ?? ''),
        txId:
          typeof body.txId === 'string' && body.txId
            ? body.txId
            : `sbx${randomUUID().replace(/-/g, '')}`,
      });
      const final = body.confirm === true ? await confirmChainTransfer(deps, row.txId) : row;
      if (wantsHtml(request)) return reply.redirect('/api/payment/sandbox/chain', 303);
      return restOk(reply, json(final));
    });

    chain.post<{ Params: { txId: string } }>(
      '/api/payment/sandbox/chain/transfers/:txId/confirm',
      async (request, reply) => {
        allowed(deps, request);
        const row = await confirmChainTransfer(deps, request.params.txId);
        if (wantsHtml(request)) {
          const message =
            row.status === 'BELOW_MINIMUM' ? `${row.txId}: below the minimum, not credited` : null;
          const query = message ? `?message=${encodeURIComponent(message)}` : '';
          return reply.redirect(`/api/payment/sandbox/chain${query}`, 303);
        }
        return restOk(reply, json(row));
      },
    );
  });
}
