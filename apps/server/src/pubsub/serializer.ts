// JSON for pub/sub payloads, with bigint (money in minor units) carried as {"$bigint": "…"}.

const BIGINT_TAG = '$bigint';

function replacer(_key: string, value: unknown): unknown {
  return typeof value === 'bigint' ? { [BIGINT_TAG]: value.toString() } : value;
}

function reviver(_key: string, value: unknown): unknown {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const tagged = (value as Record<string, unknown>)[BIGINT_TAG];
    if (typeof tagged === 'string' && Object.keys(value).length === 1) return BigInt(tagged);
  }
  return value;
}

export const serializer = {
  stringify: (message: unknown): string => JSON.stringify(message, replacer),
  parse: (message: string): unknown => JSON.parse(message, reviver),
};

/** What a value looks like after a trip through Redis. */
export function roundTrip<T>(value: T): T {
  return value === undefined ? value : (serializer.parse(serializer.stringify(value)) as T);
}
