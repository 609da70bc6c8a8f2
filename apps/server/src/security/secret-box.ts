// Secrets at rest (TOTP secrets today): AES-256-GCM from node:crypto under a keyring from the
// configuration (`TOTP_ENCRYPTION_KEYS=id:base64key,…`; the first key seals, every key opens).
//
// A sealed value is `v1:<keyId>:<base64url(iv ‖ ciphertext ‖ tag)>`: the version prefix lets the
// format change later, the key id names the key that opens it (so keys can rotate: add the new key
// first, re-seal with `npm run ops -w apps/server -- totp-rotate`, then drop the old key). Every
// value is bound to its owner and purpose by the additional authenticated data (`context`), so a
// sealed secret copied onto another row does not open. Opening fails closed: an unknown key id, a
// wrong key or a tampered value throws SecretUnavailableError, never returns garbage.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

export const SEALED_VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
export const KEY_BYTES = 32;
const KEY_ID = /^[A-Za-z0-9_-]{1,32}$/;

export interface SecretKey {
  id: string;
  key: Buffer;
}

/** The keys in configuration order: `keys[0]` seals, all of them open. */
export interface Keyring {
  keys: readonly SecretKey[];
}

/** Why a sealed value did not open (the message never contains key material). */
export class SecretUnavailableError extends Error {
  constructor(
    readonly reason: 'UNKNOWN_KEY' | 'AUTHENTICATION_FAILED' | 'MALFORMED' | 'NOT_SEALED',
    readonly keyId: string | null,
  ) {
    super(`sealed secret unavailable: ${reason}${keyId ? ` (key ${keyId})` : ''}`);
    this.name = 'SecretUnavailableError';
  }
}

/**
 * The development/test key: a documented, fixed value (like the development webhook secret), so
 * a fresh checkout works without configuration. Production refuses it (config.ts).
 */
export const DEV_KEY_ID = 'dev';
export const DEV_KEY = createHash('sha256').update('aurum-development-totp-key').digest();
export const DEV_KEYRING_TEXT = `${DEV_KEY_ID}:${DEV_KEY.toString('base64')}`;

/** Parses `id:base64key,id:base64key`; throws an Error naming the problem (never the key). */
export function parseKeyring(text: string): Keyring {
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0);
  if (entries.length === 0) throw new Error('expected id:base64key[,id:base64key…]');
  const seen = new Set<string>();
  const keys = entries.map((entry, index) => {
    const colon = entry.indexOf(':');
    const id = colon > 0 ? entry.slice(0, colon) : '';
    if (!KEY_ID.test(id)) {
      throw new Error(`key ${index + 1}: expected id:base64key, id of letters, digits, _ or -`);
    }
    if (seen.has(id)) throw new Error(`key id ${id} appears twice`);
    seen.add(id);
    const material = entry.slice(colon + 1);
    const key = Buffer.from(material, 'base64');
    if (key.length !== KEY_BYTES || !/^[A-Za-z0-9+/_-]+={0,2}$/.test(material)) {
      throw new Error(`key ${id} must be ${KEY_BYTES} bytes in base64 (openssl rand -base64 32)`);
    }
    return { id, key };
  });
  return { keys };
}

export function isSealed(stored: string): boolean {
  return stored.startsWith(`${SEALED_VERSION}:`);
}

/** The id of the key that sealed `stored`, or null when it is not a sealed value. */
export function sealedKeyId(stored: string): string | null {
  if (!isSealed(stored)) return null;
  const parts = stored.split(':');
  return parts.length === 3 ? (parts[1] ?? null) : null;
}

export function sealSecret(keyring: Keyring, plain: string, context: string): string {
  const current = keyring.keys[0];
  if (!current) throw new SecretUnavailableError('UNKNOWN_KEY', null);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', current.key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const payload = Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
  return `${SEALED_VERSION}:${current.id}:${payload}`;
}

export function openSecret(keyring: Keyring, stored: string, context: string): string {
  if (!isSealed(stored)) throw new SecretUnavailableError('NOT_SEALED', null);
  const parts = stored.split(':');
  const [, keyId, payload] = parts;
  if (parts.length !== 3 || !keyId || !payload) {
    throw new SecretUnavailableError('MALFORMED', null);
  }
  const key = keyring.keys.find((k) => k.id === keyId);
  if (!key) throw new SecretUnavailableError('UNKNOWN_KEY', keyId);
  const bytes = Buffer.from(payload, 'base64url');
  if (bytes.length < IV_BYTES + TAG_BYTES) throw new SecretUnavailableError('MALFORMED', keyId);
  try {
    const decipher = createDecipheriv('aes-256-gcm', key.key, bytes.subarray(0, IV_BYTES), {
      authTagLength: TAG_BYTES,
    });
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    const plain = Buffer.concat([
      decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)),
      decipher.final(),
    ]);
    return plain.toString('utf8');
  } catch {
    throw new SecretUnavailableError('AUTHENTICATION_FAILED', keyId);
  }
}

/** True when `stored` is sealed under the keyring's current key (nothing to rotate). */
export function isCurrent(keyring: Keyring, stored: string): boolean {
  return sealedKeyId(stored) === keyring.keys[0]?.id;
}
