/**
 * Writes `src/openapi.generated.ts`, the SDK's request and response types, from the API's OpenAPI document
 * (`docs/openapi.json`, itself generated from the server's schemas) with openapi-typescript. `--check` writes
 * nothing and fails when the checked-in file differs from what the document gives now.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import openapiTS, { astToString } from 'openapi-typescript';

const documentUrl = new URL('../../../docs/openapi.json', import.meta.url);
const target = new URL('../src/openapi.generated.ts', import.meta.url);

const HEADER = `/**
 * Generated from docs/openapi.json by \`npm run generate:types -w @horodoc/sdk\` (openapi-typescript): do not
 * edit. \`npm test\` fails when it no longer matches the document.
 */

`;

const ast = await openapiTS(JSON.parse(readFileSync(documentUrl, 'utf8')));
const generated = HEADER + astToString(ast);

if (process.argv.includes('--check')) {
  if (readFileSync(target, 'utf8') !== generated) {
    console.error(
      'packages/sdk/src/openapi.generated.ts is stale: run `npm run generate:types -w @horodoc/sdk`.',
    );
    process.exit(1);
  }
  console.log('sdk: the OpenAPI types match docs/openapi.json');
} else {
  writeFileSync(target, generated);
}
