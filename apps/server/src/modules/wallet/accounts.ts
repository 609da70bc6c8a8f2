// Ledger account addresses (ARCHITECTURE §5). An address names its owner, kind and currency:
//   player:<userId>:REAL:<CUR>   player:<userId>:BONUS:<CUR>   player:<userId>:WITHDRAW_HOLD:<CUR>
//   house:<CUR>                  psp:<provider>:<CUR>          bonus-pool:<CUR>
// Player accounts are guarded (never below zero); the others are counter-sides and may go negative.
import { AppError } from '../../errors';

export const PLAYER_ACCOUNT_KINDS = ['REAL', 'BONUS', 'WITHDRAW_HOLD'] as const;
export type PlayerAccountKind = (typeof PLAYER_ACCOUNT_KINDS)[number];
export type AccountKind = PlayerAccountKind | 'HOUSE' | 'PSP' | 'BONUS_POOL';
export type OwnerType = 'player' | 'house' | 'psp' | 'bonus-pool';

export interface ParsedAccount {
  address: string;
  ownerType: OwnerType;
  /** user id (player) or provider (psp); null for house and bonus pool */
  ownerId: string | null;
  kind: AccountKind;
  currency: string;
  mayGoNegative: boolean;
}

const CURRENCY = '[A-Z][A-Z0-9]{1,9}';
const OWNER = '[A-Za-z0-9_-]{1,64}';
const PLAYER_RE = new RegExp(`^player:(${OWNER}):(REAL|BONUS|WITHDRAW_HOLD):(${CURRENCY})$`);
const HOUSE_RE = new RegExp(`^house:(${CURRENCY})$`);
const PSP_RE = new RegExp(`^psp:(${OWNER}):(${CURRENCY})$`);
const POOL_RE = new RegExp(`^bonus-pool:(${CURRENCY})$`);

/** Reads an address; null when it is not one of the shapes above. */
export function parseAccount(address: unknown): ParsedAccount | null {
  if (typeof address !== 'string') return null;
  let m = PLAYER_RE.exec(address);
  if (m) {
    return {
      address,
      ownerType: 'player',
      ownerId: m[1]!,
      kind: m[2] as PlayerAccountKind,
      currency: m[3]!,
      mayGoNegative: false,
    };
  }
  m = HOUSE_RE.exec(address);
  if (m) {
    return {
      address,
      ownerType: 'house',
      ownerId: null,
      kind: 'HOUSE',
      currency: m[1]!,
      mayGoNegative: true,
    };
  }
  m = PSP_RE.exec(address);
  if (m) {
    return {
      address,
      ownerType: 'psp',
      ownerId: m[1]!,
      kind: 'PSP',
      currency: m[2]!,
      mayGoNegative: true,
    };
  }
  m = POOL_RE.exec(address);
  if (m) {
    return {
      address,
      ownerType: 'bonus-pool',
      ownerId: null,
      kind: 'BONUS_POOL',
      currency: m[1]!,
      mayGoNegative: true,
    };
  }
  return null;
}

function checked(address: string): string {
  if (!parseAccount(address)) {
    throw new AppError('INVALID_ACCOUNT', { message: `Not a ledger account address: ${address}` });
  }
  return address;
}

/** Address builders; they throw INVALID_ACCOUNT for an id or currency that cannot be addressed. */
export const account = {
  player: (userId: string, kind: PlayerAccountKind, currency: string) =>
    checked(`player:${userId}:${kind}:${currency}`),
  real: (userId: string, currency: string) => checked(`player:${userId}:REAL:${currency}`),
  bonus: (userId: string, currency: string) => checked(`player:${userId}:BONUS:${currency}`),
  withdrawHold: (userId: string, currency: string) =>
    checked(`player:${userId}:WITHDRAW_HOLD:${currency}`),
  house: (currency: string) => checked(`house:${currency}`),
  psp: (provider: string, currency: string) => checked(`psp:${provider}:${currency}`),
  bonusPool: (currency: string) => checked(`bonus-pool:${currency}`),
};
