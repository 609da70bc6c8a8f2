// The wallet module: the ledger (the only writer of money), balances, currencies' FX rates,
// the older REST wallet and the demo top-up. Other modules move money only through
// `postTransfers`/`transfer` on `account(...)` addresses, and publish the changes they get back.
import { readSdl } from '../../graphql/schema';
import type { AppModule } from '../types';
import { resolvers } from './resolvers';
import { registerWalletRoutes } from './rest';

export const walletModule: AppModule = {
  name: 'wallet',
  typeDefs: readSdl(import.meta.dirname, 'wallet.graphql'),
  resolvers,
  rest: (app, deps) => registerWalletRoutes(app, deps),
};

export { account } from './accounts';
export {
  postTransfers,
  lockAccounts,
  transfer,
  accountBalance,
  type TransferInput,
  type TransferKind,
  type AccountChange,
} from './ledger';
export {
  publishBalanceChanges,
  listUserBalances,
  requireAccountCurrency,
  toMajor,
} from './service';
export { convertMinor, convertWithRates, listFxRates } from './fx';
export { auditLedger, EFFECTIVE_BALANCES } from './ledger-audit';
export { withRequestKey, type RequestKeyClaim, type RequestResult } from './request-keys';
