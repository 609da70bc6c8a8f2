// `npm test`'s codegen check: regenerates every workspace's GraphQL types in memory (each
// workspace with a `codegen.ts`), formats them as `npm run codegen` does (Prettier), and fails
// when any differs from the committed file. Writes nothing, so the tree stays as it was.
import fs from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { generate, loadCodegenConfig } from '@graphql-codegen/cli';
import * as prettier from 'prettier';
import { root } from './lib.mjs';

const workspaces = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).workspaces;
let stale = 0;
let checked = 0;
for (const workspace of workspaces) {
  const dir = path.join(root, workspace);
  const configFilePath = path.join(dir, 'codegen.ts');
  if (!fs.existsSync(configFilePath)) continue;
  process.chdir(dir);
  const { config } = await loadCodegenConfig({ configFilePath });
  const outputs = await generate({ ...config, cwd: dir, silent: true, hooks: {} }, false);
  for (const output of outputs) {
    const file = path.resolve(dir, output.filename);
    // a workspace whose output Prettier ignores (.prettierignore) writes it unformatted
    const { ignored } = await prettier.getFileInfo(file, {
      ignorePath: path.join(root, '.prettierignore'),
    });
    const options = (await prettier.resolveConfig(file)) ?? {};
    const expected = ignored
      ? output.content
      : await prettier.format(output.content, { ...options, filepath: file });
    const actual = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
    checked += 1;
    if (actual !== expected) {
      stale += 1;
      console.error(`stale: ${path.relative(root, file)}${actual === null ? ' (missing)' : ''}`);
    }
  }
}
process.chdir(root);
if (stale > 0) {
  console.error(
    `${stale} generated file(s) differ from the SDL/documents: run \`npm run codegen\`.`,
  );
  process.exit(1);
}
console.log(`codegen: ${checked} generated file(s) up to date.`);
