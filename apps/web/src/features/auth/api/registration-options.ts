// What the registration form offers: platform currencies and countries (with flags). The geo
// defaults for the visitor's IP are the app's one geo read (VIEWER_GEO_QUERY, lib/api/viewer-region).
import type {
  CurrenciesSupportedOnThePlatformByDefaultQuery,
  RegistrationCountriesQuery,
} from '@/gql/graphql';
import { graphql } from '@/lib/graphql';

export type PlatformCurrency = Extract<
  CurrenciesSupportedOnThePlatformByDefaultQuery['currenciesSupportedOnThePlatformByDefault'],
  { __typename: 'SupportedCurrencies' }
>['currencies'][number];

export type Country = RegistrationCountriesQuery['countries'][number];

export const CURRENCIES_QUERY = graphql(`
  query CurrenciesSupportedOnThePlatformByDefault {
    currenciesSupportedOnThePlatformByDefault {
      __typename
      ... on SupportedCurrencies {
        currencies {
          id
          code
          name
        }
      }
      ... on GeneralAppError {
        code
      }
    }
  }
`);

export const COUNTRIES_QUERY = graphql(`
  query RegistrationCountries {
    countries {
      code
      name
      flag
      currency
    }
  }
`);
