// Writes .br and .gz next to every compressible file in dist/, so the server can send them as they are
// (not dist/ssr/: the server's own code, never sent).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';

const root = process.argv[2] || 'dist';
const compressible = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml|wasm)$/;
let files = 0;
for (const file of walk(root)) {
  if (!compressible.test(file) || statSync(file).size < 1024) continue;
  const data = readFileSync(file);
  writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
  files++;
}
console.log(`compressed ${files} files in ${root}/`);

function* walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (path !== join(root, 'ssr')) yield* walk(path);
    } else yield path;
  }
}
