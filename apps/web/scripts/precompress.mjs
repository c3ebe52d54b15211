// After `vite build`: a .br and a .gz beside every text file of the build, so the server sends them as
// they are (@fastify/static's preCompressed) rather than compressing on every request, or not at all.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../dist');
const TEXT = /\.(js|css|html|svg|json|txt)$/;
// Below this a compressed copy saves less than the extra request bookkeeping costs.
const MIN_BYTES = 1024;

function* textFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* textFiles(file);
    else if (TEXT.test(entry.name)) yield file;
  }
}

const started = performance.now();
let raw = 0;
let br = 0;
for (const file of textFiles(dist)) {
  const content = readFileSync(file);
  if (content.length < MIN_BYTES) continue;
  const brotli = brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
  writeFileSync(`${file}.br`, brotli);
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  raw += content.length;
  br += brotli.length;
}
const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
console.log(
  `precompressed ${kb(raw)} of text to ${kb(br)} (brotli) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
