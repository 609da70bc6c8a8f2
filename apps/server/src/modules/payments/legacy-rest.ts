// The older payment REST flow (spec §7.1, the payment modal with tabs): methods per currency,
// deposit (→ response.url.redirect_url), withdrawal, and paged history. Amounts are minor units
// (the modal sends the typed amount × 100). It is a thin adapter over the same cashier services.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound, validationError } from '../../errors';
import { requireRestViewer } from '../../http/auth';
import { minorJson, restOk } from '../../rest/reply';
import { minorUnits, validate } from '../../rest/validate';
import { listCurrencies } from '../reference';
import type { AppDeps } from '../types';
import { requireAccountCurrency } from '../wallet';
import { createFiatDepositPayment, listUserDepositPayments } from './deposits';
import {
  DEPOSIT_METHODS,
  scaledLimit,
  supportsFiatCurrency,
  WITHDRAW_METHODS,
  withdrawCurrencySettings,
  type WithdrawInputDef,
} from './methods';
import { paymentProcessors } from './processors';
import { createWithdrawRequest, listUserWithdrawRequests } from './withdrawals';
import { currencyDecimals, formatMinor, parseMajorToMinor } from '@aurum/domain';

/** Older field types (spec §9) and the deposit field / withdraw input they fill. */
const DEPOSIT_FIELD_TYPES = ['EMAIL'] as const;
const WITHDRAW_FIELD_FOR: Record<string, (input: WithdrawInputDef) => boolean> = {
  BANK_CARD: (i) => i.validation === 'cardNumber',
  PHONE: (i) => i.id === 'phone',
};

const GROUPS: Record<string, { id: string; name: string; iconSlug: string }> = {
  'sandbox-card': { id: 'cards', name: 'Cards', iconSlug: 'card' },
  'sandbox-bank': { id: 'bank', name: 'Bank', iconSlug: 'bank' },
  'sandbox-ewallet': { id: 'e-wallets', name: 'E-wallets', iconSlug: 'ewallet' },
};

async function currencyById(deps: AppDeps, value: unknown): Promise<string | null> {
  const id = Number(value);
  if (!Number.isSafeInteger(id)) return null;
  return (await listCurrencies(deps.db)).find((c) => c.id === id)?.code ?? null;
}

/** The older deposit / withdraw bodies: amount in minor units, the method, extra fields. */
const FieldValue = z.object({ type: z.string().max(50), value: z.string().max(500) });
const PaymentBody = z.object({
  amount: minorUnits,
  methodId: z.string().max(100),
  additionalFieldsValues: z.array(FieldValue).max(20).optional(),
  bankCard: z.string().max(100).optional(),
  phone: z.string().max(50).optional(),
});
type PaymentBodyInput = z.infer<typeof PaymentBody>;

function minorAmount(value: number | string): bigint {
  const amount = BigInt(value);
  if (amount <= 0n) throw validationError('The amount must be a positive integer of minor units.');
  return amount;
}

function fieldValues(body: unknown): { type: string; value: string }[] {
  const list = (body as { additionalFieldsValues?: unknown })?.additionalFieldsValues;
  if (!Array.isArray(list)) return [];
  return list.flatMap((f: unknown) => {
    const { type, value } = (f ?? {}) as { type?: unknown; value?: unknown };
    return typeof type === 'string' && typeof value === 'string'
      ? [{ type: type.toUpperCase(), value }]
      : [];
  });
}

function paging(query: Record<string, unknown>) {
  const currentPage = Math.max(Number.parseInt(String(query.currentPage ?? '1'), 10) || 1, 1);
  const perPage = Math.min(
    Math.max(Number.parseInt(String(query.perPage ?? '20'), 10) || 20, 1),
    100,
  );
  return { currentPage, perPage };
}

export function registerLegacyPaymentRoutes(app: FastifyInstance, deps: AppDeps): void {
  const processors = paymentProcessors(deps.config);

  app.get<{ Querystring: { type?: string; currencyId?: string } }>(
    '/api/payment/methods/deposit',
    async (request, reply) => {
      await requireRestViewer(deps, request);
      const currency = await currencyById(deps, request.query.currencyId);
      if (!currency || !supportsFiatCurrency(currency)) return restOk(reply, []);
      const groups = new Map<
        string,
        { id: string; name: string; iconSlug: string; children: unknown[] }
      >();
      for (const m of DEPOSIT_METHODS) {
        if (!processors.has(m.processor)) continue;
        // Only methods whose required fields the older modal can send (an EMAIL field).
        const sendable = m.fields.every(
          (f) => !f.required || (DEPOSIT_FIELD_TYPES as readonly string[]).includes(f.type),
        );
        if (!sendable || m.kycRequired) continue;
        const group = GROUPS[m.id] ?? { id: m.id, name: m.name, iconSlug: 'card' };
        const entry = groups.get(group.id) ?? { ...group, children: [] };
        entry.children.push({
          id: m.id,
          name: m.name,
          iconSlug: group.iconSlug,
          min: minorJson(scaledLimit(m.minUsd, currency)),
          max: minorJson(scaledLimit(m.maxUsd, currency)),
        });
        groups.set(group.id, entry);
      }
      return restOk(reply, [...groups.values()]);
    },
  );

  app.get<{ Querystring: { type?: string; currencyId?: string } }>(
    '/api/payment/methods/withdrawal',
    async (request, reply) => {
      await requireRestViewer(deps, request);
      const currency = await currencyById(deps, request.query.currencyId);
      if (!currency) return restOk(reply, []);
      const methods = WITHDRAW_METHODS.flatMap((m) => {
        const setting = withdrawCurrencySettings(m, currency);
        if (!setting || m.dropdowns.length > 0) return [];
        const fields = Object.entries(WITHDRAW_FIELD_FOR)
          .filter(([, fits]) => m.inputs.some(fits))
          .map(([type]) => type);
        // Only methods whose required inputs the older modal can fill (BANK_CARD, PHONE).
        if (
          m.inputs.some(
            (i) => i.required && !Object.values(WITHDRAW_FIELD_FOR).some((fits) => fits(i)),
          )
        ) {
          return [];
        }
        return [
          {
            id: m.id,
            name: m.title,
            iconSlug: m.logo.replace(/^.*\/|\.svg$/g, ''),
            min: minorJson(setting.minWithdrawAmount),
            max: minorJson(setting.maxWithdrawAmount),
            additionalFields: fields.map((type) => ({ type, required: true })),
          },
        ];
      });
      return restOk(reply, methods);
    },
  );

  app.post<{ Body: PaymentBodyInput }>(
    '/api/payment/deposit',
    { preValidation: validate('body', PaymentBody) },
    async (request, reply) => {
      const viewer = await requireRestViewer(deps, request);
      const currency = await requireAccountCurrency(deps.db, viewer.userId);
      const amount = minorAmount(request.body?.amount);
      const payment = await createFiatDepositPayment(deps, viewer.userId, {
        methodId: String(request.body?.methodId ?? ''),
        currency,
        amount: formatMinor(amount, { decimals: currencyDecimals(currency) }),
        returnUrl: typeof request.headers.referer === 'string' ? request.headers.referer : null,
        predefinedFields: fieldValues(request.body).map((f) => ({ name: f.type, value: f.value })),
        userAgent:
          typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : null,
      });
      return restOk(reply, { id: payment.paymentId, url: { redirect_url: payment.paymentLink } });
    },
  );

  app.post<{ Body: PaymentBodyInput }>(
    '/api/payment/withdraw',
    { preValidation: validate('body', PaymentBody) },
    async (request, reply) => {
      const viewer = await requireRestViewer(deps, request);
      const currency = await requireAccountCurrency(deps.db, viewer.userId);
      const amount = minorAmount(request.body?.amount);
      const method = WITHDRAW_METHODS.find((m) => m.id === request.body?.methodId);
      const values = fieldValues(request.body);
      const extra = { BANK_CARD: request.body?.bankCard, PHONE: request.body?.phone };
      for (const [type, value] of Object.entries(extra)) {
        if (typeof value === 'string' && !values.some((v) => v.type === type))
          values.push({ type, value });
      }
      const inputs = (method?.inputs ?? []).flatMap((input) => {
        const type = Object.entries(WITHDRAW_FIELD_FOR).find(([, fits]) => fits(input))?.[0];
        const value = type ? values.find((v) => v.type === type)?.value : undefined;
        return value ? [{ inputId: input.id, value }] : [];
      });
      const created = await createWithdrawRequest(deps, viewer.userId, {
        amount: formatMinor(amount, { decimals: currencyDecimals(currency) }),
        methodId: String(request.body?.methodId ?? ''),
        currency,
        inputs,
      });
      return restOk(reply, { id: created.id, uuid: created.uuid, status: created.status });
    },
  );

  app.get<{ Params: { kind: string }; Querystring: Record<string, unknown> }>(
    '/api/payment/:kind/history',
    async (request, reply) => {
      const viewer = await requireRestViewer(deps, request);
      const { currentPage, perPage } = paging(request.query);
      if (request.params.kind === 'deposit') {
        const page = await listUserDepositPayments(deps.db, viewer.userId, {
          page: currentPage,
          count: perPage,
        });
        return restOk(reply, {
          data: page.items.map((d) => ({
            id: d.id,
            type: 'deposit',
            status: d.status,
            amount: minorJson(parseMajorToMinor(d.amount, currencyDecimals(d.currency)) ?? 0n),
            currency: d.currency,
            method: d.method,
            createdAt: new Date(d.timestamp).toISOString(),
          })),
          meta: {
            currentPage,
            perPage,
            total: page.count,
            lastPage: Math.max(Math.ceil(page.count / perPage), 1),
          },
        });
      }
      if (request.params.kind === 'withdraw') {
        const page = await listUserWithdrawRequests(deps.db, viewer.userId, {
          page: currentPage,
          count: perPage,
        });
        return restOk(reply, {
          data: page.items.map((w) => ({
            id: w.id,
            uuid: w.uuid,
            type: 'withdraw',
            status: w.status,
            amount: minorJson(w.amount),
            fee: minorJson(w.fee),
            currency: w.currency,
            method: WITHDRAW_METHODS.find((m) => m.id === w.methodId)?.title ?? w.methodId,
            comment: w.comment,
            createdAt: w.createdAt.toISOString(),
          })),
          meta: {
            currentPage,
            perPage,
            total: page.count,
            lastPage: Math.max(Math.ceil(page.count / perPage), 1),
          },
        });
      }
      throw notFound('Unknown history kind.');
    },
  );
}
