// The wallet's REST calls (spec §7.1): bearer token, JSON, responses wrapped in `response`,
// failures as `error.code`.
import { getToken } from '@/lib/token-store';

export class RestError extends Error {
  constructor(readonly code: string) {
    super(code);
  }
}

export async function restRequest<T>(
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new RestError('NETWORK_ERROR');
  }
  const json = (await response.json().catch(() => null)) as {
    response?: T;
    error?: { code?: string };
  } | null;
  if (!response.ok || !json || !('response' in json)) {
    throw new RestError(json?.error?.code ?? 'ERROR_DEFAULT');
  }
  return json.response as T;
}
