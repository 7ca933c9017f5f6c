// The last step of `npm run build`: brotli and gzip copies of the static files, made once
// (front-layer/precompress.mjs, decision 0018).
import { precompress } from "../front-layer/precompress.mjs";

const started = performance.now();
const totals = await precompress(process.cwd());
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
console.log(
  `Static files: ${totals.files} listed, ${totals.compressed} compressed once ` +
    `(${kb(totals.bytes)} -> brotli ${kb(totals.brBytes)}, gzip ${kb(totals.gzipBytes)}) ` +
    `in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
