// The last step of `npm run build` (decision 0018): the build's files (.next/static) and public/'s
// copied into one folder, each compressible one with a brotli (quality 11) and a gzip (level 9)
// copy beside it, kept only when smaller. The edge serves that folder as it is (sirv), so a file
// is served exactly as built: nothing is compressed per request.
import { cp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { STATIC_OUTPUT } from "../front-layer/static-files.mjs";

const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|map|webmanifest|txt|md|html|xml|ico|ttf|otf)$/i;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const started = performance.now();
const output = path.join(process.cwd(), STATIC_OUTPUT);
await rm(output, { recursive: true, force: true });
await cp(path.join(process.cwd(), ".next", "static"), path.join(output, "_next", "static"), {
  recursive: true,
});
await cp(path.join(process.cwd(), "public"), output, { recursive: true });

// V8 compiles every function of a large chunk while it streams in, off the main thread, instead
// of each one on the main thread at its first call: a page runs nearly all of the code it loads
// as it starts. A small chunk compiles in a moment and would only pay the comment's bytes
// (decision 0112). The comment must be the file's first line.
const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";
const HINTED_FROM_BYTES = 20_000;
const chunks = path.join(output, "_next", "static", "chunks");

/** The file's bytes as served: a large chunk with the hint, written back in front of its code. */
async function served(file) {
  const bytes = await readFile(file);
  const hinted = path.dirname(file) === chunks && file.endsWith(".js");
  if (!hinted || bytes.length < HINTED_FROM_BYTES) return bytes;
  const withHint = Buffer.concat([Buffer.from(COMPILE_HINT), bytes]);
  await writeFile(file, withHint);
  return withHint;
}

const files = (await readdir(output, { recursive: true, withFileTypes: true }))
  .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
  .map((entry) => path.join(entry.parentPath, entry.name));
const totals = { bytes: 0, br: 0, gzip: 0 };
// libuv's pool has 4 threads: more at once only queues.
for (let start = 0; start < files.length; start += 4) {
  await Promise.all(
    files.slice(start, start + 4).map(async (file) => {
      const bytes = await served(file);
      const copies = await Promise.all([
        brotli(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 11,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        }),
        gzipAsync(bytes, { level: 9 }),
      ]);
      totals.bytes += bytes.length;
      for (const [suffix, copy] of [
        ["br", copies[0]],
        ["gz", copies[1]],
      ]) {
        const kept = copy.length < bytes.length;
        if (kept) await writeFile(`${file}.${suffix}`, copy);
        totals[suffix === "br" ? "br" : "gzip"] += kept ? copy.length : bytes.length;
      }
    }),
  );
}
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
console.log(
  `Static files: ${files.length} compressed once into ${STATIC_OUTPUT} ` +
    `(${kb(totals.bytes)} -> brotli ${kb(totals.br)}, gzip ${kb(totals.gzip)}) ` +
    `in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
