// ChangeUserLanguage(language): saves the interface language on the signed-in player (spec §7.2).
import { gql } from 'urql';

export type ChangeUserLanguageResult =
  | { __typename: 'ActionSuccess'; ok: boolean }
  | { __typename: 'IdentityError'; code: string; message: string };

export const CHANGE_USER_LANGUAGE_MUTATION = gql<
  { changeUserLanguage: ChangeUserLanguageResult },
  { language: string }
>`
  mutation ChangeUserLanguage($language: String!) {
    changeUserLanguage(language: $language) {
      __typename
      ... on ActionSuccess {
        ok
      }
      ... on IdentityError {
        code
        message
      }
    }
  }
`;
