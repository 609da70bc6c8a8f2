// GraphQL Code Generator for the web (docs/contract-notes-web.md): the server's SDL files are the
// schema, every `graphql(`…`)` call under src/ is a document. Output is committed under src/gql/
// and is used for TYPES only — the documents themselves are built in place by `@/lib/graphql`, so
// each one stays in its feature's lazy chunk. Run `npm run codegen -w apps/web`.
import type { CodegenConfig } from '@graphql-codegen/cli';

const schema = ['../server/src/graphql/base.graphql', '../server/src/modules/**/*.graphql'];

const config: CodegenConfig = {
  schema,
  documents: ['src/**/*.{ts,tsx}', '!src/gql/**', '!src/**/*.test.{ts,tsx}'],
  ignoreNoDocuments: false,
  generates: {
    'src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false, gqlTagName: 'graphql' },
      config: {
        // BigInt travels as a decimal string (it accepts an integer on input); DateTime as ISO 8601.
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
    // The merged schema, for the test client's validation (src/test/fake-client.ts) and editors.
    'src/gql/schema.graphql': { plugins: ['schema-ast'], config: { includeDirectives: true } },
  },
};

export default config;
