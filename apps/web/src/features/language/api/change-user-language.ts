// ChangeUserLanguage(language): saves the interface language on the signed-in player (spec §7.2).
import type { ChangeUserLanguageMutation } from '@/gql/graphql';
import { graphql } from '@/lib/graphql';

export type ChangeUserLanguageResult = ChangeUserLanguageMutation['changeUserLanguage'];

export const CHANGE_USER_LANGUAGE_MUTATION = graphql(`
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
`);
