// A guest's fun balance (issue 18, demo play): 1,000.00 in the site currency, kept in this tab's
// session storage. It is only a number in the browser — the server stores nothing for guest demo
// rounds (apps/server/src/modules/play/guest-demo.ts) and no real balance exists for a guest. A
// stake the fun balance cannot cover refills it to 1,000.00 first (it is play money).
import { currencyDecimals, formatMinor, parseMajorToMinor } from '@aurum/domain';
import { useSyncExternalStore } from 'react';

export const FUN_START_MAJOR = '1000';
const KEY = 'aurum_fun_balance';
const listeners = new Set<() => void>();

function read(): Record<string, string> {
  try {
    return JSON.parse(window.sessionStorage.getItem(KEY) ?? '{}') as Record<string, string>;
  } catch {
    return {};
  }
}
let memory: Record<string, string> | null = null;

function all(): Record<string, string> {
  memory ??= read();
  return memory;
}

function start(currency: string): bigint {
  return parseMajorToMinor(FUN_START_MAJOR, currencyDecimals(currency)) ?? 0n;
}

/** The fun balance in minor units. */
export function funBalance(currency: string): bigint {
  const stored = all()[currency];
  return stored === undefined ? start(currency) : BigInt(stored);
}

function write(currency: string, value: bigint) {
  memory = { ...all(), [currency]: value.toString() };
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(memory));
  } catch {
    // storage unavailable: this page view only
  }
  for (const l of listeners) l();
}

/** A settled demo round: the stake out, the win in (minor units). */
export function applyFunRound(currency: string, stake: bigint, win: bigint): void {
  let balance = funBalance(currency);
  if (balance < stake) balance = start(currency);
  write(currency, balance - stake + win);
}

/** Back to 1,000.00. */
export function resetFunBalance(currency: string): void {
  write(currency, start(currency));
}

/** The fun balance as major-unit text, live. */
export function useFunBalance(currency: string): string {
  const minor = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => funBalance(currency).toString(),
  );
  return formatMinor(BigInt(minor), { decimals: currencyDecimals(currency) });
}

/** For tests. */
export function clearFunBalances(): void {
  memory = {};
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // ignore
  }
}
