// GetProviderPredefinedFields(methodId): the provider form of a fiat deposit (spec §3, §5).
import { gql, useQuery } from 'urql';

export interface ProviderPredefinedField {
  type: string;
  name: string;
  required: boolean;
  pattern: string | null;
  minLength: number | null;
  maxLength: number | null;
  width: number;
}

export const GET_PROVIDER_PREDEFINED_FIELDS_QUERY = gql<
  { getProviderPredefinedFields: { fields: ProviderPredefinedField[] } },
  { methodId: string }
>`
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
`;

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
