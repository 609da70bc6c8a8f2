// Helpers for the identity tests: the dev outbox and GraphQL documents.
import type { TestServer } from '../../test/harness';
import type { OutboxMailView } from '../mail';

export async function outbox(server: TestServer, to: string): Promise<OutboxMailView[]> {
  const res = await server.rest<{ response: { items: OutboxMailView[] } }>(
    'GET',
    `/api/dev/outbox?to=${encodeURIComponent(to)}`,
  );
  return res.body.response.items;
}

/** Waits (up to 3 s) for a mail of `kind` to `to`; newest first. */
export async function waitForMail(
  server: TestServer,
  to: string,
  kind: string,
  count = 1,
): Promise<OutboxMailView> {
  for (let i = 0; i < 60; i += 1) {
    const mails = (await outbox(server, to)).filter((m) => m.kind === kind);
    if (mails.length >= count) return mails[0]!;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no ${kind} mail to ${to}`);
}

export function auth(token: string): { headers: Record<string, string> } {
  return { headers: { authorization: `Bearer ${token}` } };
}

export const LOGIN = `mutation Login($input: LoginInput!) {
  login(input: $input) {
    __typename
    ... on LoginSuccess { token }
    ... on LoginTwoFactorRequired { type challenge }
    ... on LoginError { code description retryAfterSeconds }
  }
}`;

export type LoginData = {
  login: {
    __typename: string;
    token?: string;
    type?: string;
    challenge?: string;
    code?: string;
    description?: string;
    retryAfterSeconds?: number | null;
  };
};

export const ACTION_FIELDS = `__typename
  ... on ActionSuccess { ok }
  ... on IdentityError { code message field retryAfterSeconds params { name value } }`;

export type ActionData = {
  __typename: string;
  ok?: boolean;
  code?: string;
  message?: string;
  field?: string | null;
  retryAfterSeconds?: number | null;
  params?: { name: string; value: string }[];
};
