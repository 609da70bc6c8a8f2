// The shared result of identity actions (IdentityActionResult = ActionSuccess | IdentityError).

export interface IdentityError {
  __typename: 'IdentityError';
  code: string;
  message: string;
  field: string | null;
  retryAfterSeconds: number | null;
}

export type IdentityActionResult = { __typename: 'ActionSuccess'; ok: boolean } | IdentityError;

export const IDENTITY_RESULT_FIELDS = `
  __typename
  ... on ActionSuccess {
    ok
  }
  ... on IdentityError {
    code
    message
    field
    retryAfterSeconds
  }
`;
