// GraphQL Code Generator for the back office: the staff API's own SDL (/backoffice/graphql,
// apps/server/src/backoffice/schema) is the schema, every `graphql(`…`)` under src/ a document.
// Output is committed under src/gql/. Run `npm run codegen -w apps/backoffice`.
import type { CodegenConfig } from '@graphql-codegen/cli';

const config: CodegenConfig = {
  schema: ['../server/src/backoffice/schema/*.graphql'],
  documents: ['src/**/*.{ts,tsx}', '!src/gql/**', '!src/**/*.test.{ts,tsx}'],
  ignoreNoDocuments: false,
  generates: {
    'src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false, gqlTagName: 'graphql' },
      config: {
        scalars: {
          BigInt: { input: 'string | number', output: 'string' },
          DateTime: { input: 'string', output: 'string' },
        },
        strictScalars: true,
        useTypeImports: true,
        enumsAsTypes: true,
        avoidOptionals: { field: true, inputValue: false, object: true, defaultValue: false },
      },
    },
  },
};

export default config;
