// GetProviderPredefinedFields(methodId): the provider form of a fiat deposit (spec §3, §5).
import type { GetProviderPredefinedFieldsQuery } from '@/gql/graphql';
import { graphql } from '@/lib/graphql';
import { useQuery } from 'urql';

export type ProviderPredefinedField =
  GetProviderPredefinedFieldsQuery['getProviderPredefinedFields']['fields'][number];

export const GET_PROVIDER_PREDEFINED_FIELDS_QUERY = graphql(`
  query GetProviderPredefinedFields($methodId: String!) {
    getProviderPredefinedFields(methodId: $methodId) {
      fields {
        type
        name
        required
        pattern
        minLength
        maxLength
        width
      }
    }
  }
`);

export function useProviderPredefinedFields(methodId: string) {
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: GET_PROVIDER_PREDEFINED_FIELDS_QUERY,
    variables: { methodId },
  });
  return {
    fields: data?.getProviderPredefinedFields.fields ?? null,
    loading: fetching && !data,
    failed: Boolean(error && !data),
    retry: () => reexecute({ requestPolicy: 'network-only' }),
  };
}
