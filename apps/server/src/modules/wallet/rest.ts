// REST adapters of the wallet (spec §7.1): currencies, wallet entries, selection, demo top-up,
// and the operator's FX rates. Amounts of wallet entries are minor units (spec §3).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireOperator, requireRestViewer } from '../../http/auth';
import { clientIp } from '../../http/client';
import { minorJson, restOk } from '../../rest/reply';
import { minorUnits, validate } from '../../rest/validate';
import { listCurrencies } from '../reference';
import type { AppDeps } from '../types';
import { funTopUp } from './fun-top-up';
import { listFxRates, setFxRate } from './fx';
import { listWalletEntries, selectWalletEntry, type WalletEntryView } from './service';

function entryJson(e: WalletEntryView) {
  return {
    id: e.id,
    selected: e.selected,
    typeName: e.typeName,
    amount: minorJson(e.amount),
    currency: { code: e.currency },
  };
}

/** POST /api/payment/fun-top-up: an optional amount (minor units) and the request key. */
const FunTopUpBody = z
  .object({ amount: minorUnits.nullable().optional(), requestId: z.string().max(100).optional() })
  .optional()
  .default({});
const FxRateBody = z.object({
  usdPerUnit: z.union([z.string().max(40), z.number().positive()]),
});

export function registerWalletRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get('/api/wallet/currencies', async (_request, reply) => {
    const currencies = await listCurrencies(deps.db);
    return restOk(
      reply,
      currencies.map((c) => ({
        id: c.id,
        code: c.code,
        name: c.name,
        symbol: c.symbol,
        crypto: c.crypto,
        isDepositEnabled: c.isDepositEnabled,
        isWithdrawalEnabled: c.isWithdrawalEnabled,
      })),
    );
  });

  app.get('/api/wallet/', async (request, reply) => {
    const viewer = await requireRestViewer(deps, request);
    return restOk(reply, (await listWalletEntries(deps.db, viewer.userId)).map(entryJson));
  });

  app.post<{ Params: { id: string } }>('/api/wallet/:id/select', async (request, reply) => {
    const viewer = await requireRestViewer(deps, request);
    await selectWalletEntry(deps.db, viewer.userId, request.params.id);
    return restOk(reply, (await listWalletEntries(deps.db, viewer.userId)).map(entryJson));
  });

  app.post<{ Body: z.infer<typeof FunTopUpBody> }>(
    '/api/payment/fun-top-up',
    { preValidation: validate('body', FunTopUpBody) },
    async (request, reply) => {
      const viewer = await requireRestViewer(deps, request);
      const header = request.headers['idempotency-key'];
      const requestKey = typeof header === 'string' ? header : request.body.requestId;
      const amount = request.body.amount;
      const result = await funTopUp(
        { db: deps.db, pubsub: deps.pubsub, enabled: deps.config.funTopUpEnabled },
        {
          userId: viewer.userId,
          requestKey: requestKey ?? '',
          amount: amount === null || amount === undefined ? undefined : BigInt(amount),
        },
      );
      return restOk(reply, {
        transferId: result.transfer.id,
        replayed: result.replayed,
        amount: minorJson(result.transfer.amount),
        currency: result.currency,
        balance: minorJson(result.balance),
        remainingToday: minorJson(result.remainingToday),
      });
    },
  );

  app.get('/api/operator/fx-rates', async (request, reply) => {
    requireOperator(deps, request);
    const rates = await listFxRates(deps.db);
    return restOk(
      reply,
      rates.map((r) => ({ ...r, usdPerUnitE12: r.usdPerUnitE12.toString() })),
    );
  });

  app.put<{ Params: { currency: string }; Body: z.infer<typeof FxRateBody> }>(
    '/api/operator/fx-rates/:currency',
    { preValidation: validate('body', FxRateBody) },
    async (request, reply) => {
      const who = requireOperator(deps, request);
      // the rate and its row on the staff audit chain commit together
      const rate = await deps.db.transaction(async (tx) => {
        const before = (await listFxRates(tx)).find(
          (r) => r.currency === request.params.currency.toUpperCase(),
        );
        const after = await setFxRate(tx, {
          currency: request.params.currency,
          usdPerUnit: String(request.body.usdPerUnit),
          updatedBy: who,
        });
        await deps.operatorAudit(tx, {
          actor: who,
          action: 'fx.set-rate',
          targetType: 'currency',
          targetId: after.currency,
          before: before ? { usdPerUnit: before.usdPerUnit } : null,
          after: { usdPerUnit: after.usdPerUnit },
          ip: clientIp(request, deps.config.trustProxy),
        });
        return after;
      });
      return restOk(reply, { ...rate, usdPerUnitE12: rate.usdPerUnitE12.toString() });
    },
  );
}
