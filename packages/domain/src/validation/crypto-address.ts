// Crypto wallet addresses by network (spec §5: btc BITCOIN, eth ETHERIUM, trx TRX, else WALLET).
import { VALIDATION_CODES as C, validationError, type TextValue, type Validator } from './codes';
import { isEmptyValue } from './rules';

export type AddressFamily = 'btc' | 'eth' | 'trx' | 'other';

/**
 * Which address rule a network name selects, case-insensitively. Besides the spec's btc, eth and
 * trx, the token-standard names route to the chain whose addresses they use: erc20 → eth,
 * trc20 → trx; bitcoin/ethereum/tron likewise. Anything else is 'other'.
 */
export function addressFamily(network: string | null | undefined): AddressFamily {
  switch ((network ?? '').trim().toLowerCase()) {
    case 'btc':
    case 'bitcoin':
      return 'btc';
    case 'eth':
    case 'ethereum':
    case 'erc20':
    case 'erc-20':
      return 'eth';
    case 'trx':
    case 'tron':
    case 'trc20':
    case 'trc-20':
      return 'trx';
    default:
      return 'other';
  }
}

const RULES: Record<AddressFamily, { code: string; regex: RegExp }> = {
  // 26 to 35 characters starting with 1 or 3 (legacy and P2SH); letters and digits only.
  btc: { code: C.BITCOIN, regex: /^[13][A-Za-z0-9]{25,34}$/ },
  // 0x plus 40 hex characters, either case (no EIP-55 checksum: the spec asks for none).
  eth: { code: C.ETHERIUM, regex: /^0x[0-9a-fA-F]{40}$/ },
  // T plus 33 letters or digits.
  trx: { code: C.TRX, regex: /^T[A-Za-z0-9]{33}$/ },
  // Any other network: no whitespace, letters, digits and the separators real address formats
  // use (':' in "bitcoincash:", '_', '-', '.'), up to 128 characters (Cardano's are ~103).
  other: { code: C.WALLET, regex: /^[A-Za-z0-9:._-]{1,128}$/ },
};

/** The error code of a network's address rule: BITCOIN, ETHERIUM, TRX or WALLET. */
export function cryptoAddressCode(network: string | null | undefined): string {
  return RULES[addressFamily(network)].code;
}

/**
 * Address rule for a network. Surrounding whitespace (a pasted newline) is ignored; the app
 * should send the trimmed value. Empty passes (chain with required).
 */
export function cryptoAddress(network: string | null | undefined): Validator<TextValue> {
  const rule = RULES[addressFamily(network)];
  return (value) => {
    if (isEmptyValue(value)) return null;
    return rule.regex.test((value as string).trim()) ? null : validationError(rule.code);
  };
}
