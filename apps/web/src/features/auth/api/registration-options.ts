// What the registration form offers: platform currencies, countries (with flags) and the geo
// defaults for the visitor's IP.
import type {
  CurrenciesSupportedOnThePlatformByDefaultQuery,
  RegistrationCountriesQuery,
  RegistrationGeoDefaultsQuery,
} from '@/gql/graphql';
import { graphql } from '@/lib/graphql';

export type PlatformCurrency = Extract<
  CurrenciesSupportedOnThePlatformByDefaultQuery['currenciesSupportedOnThePlatformByDefault'],
  { __typename: 'SupportedCurrencies' }
>['currencies'][number];

export type Country = RegistrationCountriesQuery['countries'][number];

export type GeoInstruction = RegistrationGeoDefaultsQuery['getGeoInstructionByIp'];

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

export const GEO_INSTRUCTION_QUERY = graphql(`
  query RegistrationGeoDefaults {
    getGeoInstructionByIp {
      currency
      name
      country
      lang
    }
  }
`);
