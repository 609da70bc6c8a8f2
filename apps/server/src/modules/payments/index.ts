// The cashier: deposit methods and payments through processors (the built-in sandbox), the
// processors' webhooks, withdrawals with operator decisions. Money moves only through the
// wallet's ledger.
import { readSdl } from '../../graphql/schema';
import type { AppModule } from '../types';
import { resolvers } from './resolvers';
import { registerPaymentRoutes } from './rest';

export const paymentsModule: AppModule = {
  name: 'payments',
  typeDefs: readSdl(import.meta.dirname, 'payments.graphql'),
  resolvers,
  rest: (app, deps) => registerPaymentRoutes(app, deps),
};

export { type WithdrawalGate, type BonusGateVerdict } from './bonus-gate';
export type {
  DepositCreditedEvent,
  PaymentNoticeEvent,
  WithdrawStatusChangedEvent,
} from './events';
export { changeWithdrawStatus, findWithdrawRequest, type WithdrawAction } from './withdrawals';
export { WITHDRAW_STATUSES, type WithdrawStatus, type WithdrawRequestRow } from './tables';
export {
  loadMethodSettings,
  methodKey,
  withSettings,
  type MethodDirection,
  type MethodSettings,
} from './method-settings';
export { DEPOSIT_METHODS, WITHDRAW_METHODS } from './methods';
