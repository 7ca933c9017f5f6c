// @ts-check
import { createHash } from "node:crypto";
import { mkdir, readFile, readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

/**
 * The build step of static files (issue 19, decision 0018): every file Next.js built under
 * `.next/static` and every file of `public/` is listed in one manifest under the address it is
 * served at, and each compressible one gets a brotli (quality 11) and a gzip (level 9) copy, made
 * once here instead of on every request. The front layer serves from this manifest only
 * (static-files.mjs), so no address can name a file it does not list.
 *
 * @typedef {{ file: string, size: number }} Variant
 * @typedef {object} StaticEntry
 * @property {string} file  the original, relative to the project
 * @property {boolean} public  from public/ (fixed names) rather than .next/static (hashed names)
 * @property {string} [type]  Content-Type; only compressible files have one (the front layer serves those)
 * @property {number} [size]
 * @property {string} [hash]  of the original's bytes: the ETag, and the check that it is still the same file
 * @property {Variant} [br]
 * @property {Variant} [gzip]
 * @typedef {{ version: 1, files: Record<string, StaticEntry> }} StaticManifest
 */

export const PRECOMPRESSED_DIR = path.join(".next", "precompressed");
export const MANIFEST_FILE = path.join(PRECOMPRESSED_DIR, "manifest.json");

/** Compressible files by extension. Everything else (pictures, video, woff2) is served as it is. */
export const COMPRESSIBLE_TYPES = {
  js: "application/javascript; charset=utf-8",
  mjs: "application/javascript; charset=utf-8",
  css: "text/css; charset=utf-8",
  svg: "image/svg+xml",
  json: "application/json; charset=utf-8",
  map: "application/json; charset=utf-8",
  webmanifest: "application/manifest+json",
  txt: "text/plain; charset=utf-8",
  md: "text/markdown; charset=utf-8",
  html: "text/html; charset=utf-8",
  xml: "application/xml",
  ico: "image/x-icon",
  ttf: "font/ttf",
  otf: "font/otf",
};

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
// The thread pool has 4 threads; more at once only queues.
const AT_ONCE = 4;

/** @param {string} file */
export function typeOf(file) {
  const extension = path.extname(file).slice(1).toLowerCase();
  return Object.hasOwn(COMPRESSIBLE_TYPES, extension)
    ? COMPRESSIBLE_TYPES[/** @type {keyof typeof COMPRESSIBLE_TYPES} */ (extension)]
    : undefined;
}

/** @param {Buffer} bytes */
export function hashOf(bytes) {
  return createHash("sha256").update(bytes).digest("base64url").slice(0, 22);
}

/**
 * Files under `folder`, as paths relative to it with "/" separators; dot files left out.
 * @param {string} folder
 * @returns {Promise<string[]>}
 */
async function filesUnder(folder) {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.split(path.sep).some((part) => part.startsWith(".")))
    .map((file) => file.split(path.sep).join("/"));
}

/**
 * Writes the manifest and the compressed copies for the project in `dir` (after `next build`).
 * @param {string} dir
 * @returns {Promise<{ files: number, compressed: number, bytes: number, brBytes: number, gzipBytes: number }>}
 */
export async function precompress(dir) {
  const output = path.join(dir, PRECOMPRESSED_DIR);
  await rm(output, { recursive: true, force: true });
  /** @type {[string, string, boolean][]} address, file, public */
  const sources = [
    ...(await filesUnder(path.join(dir, ".next", "static"))).map(
      (f) =>
        /** @type {[string, string, boolean]} */ ([
          `/_next/static/${f}`,
          `.next/static/${f}`,
          false,
        ]),
    ),
    ...(await filesUnder(path.join(dir, "public"))).map(
      (f) => /** @type {[string, string, boolean]} */ ([`/${f}`, `public/${f}`, true]),
    ),
  ];
  /** @type {StaticManifest} */
  const manifest = { version: 1, files: {} };
  const totals = { files: sources.length, compressed: 0, bytes: 0, brBytes: 0, gzipBytes: 0 };
  for (let start = 0; start < sources.length; start += AT_ONCE) {
    await Promise.all(
      sources.slice(start, start + AT_ONCE).map(async ([address, file, isPublic]) => {
        const type = typeOf(file);
        if (!type) {
          manifest.files[address] = { file, public: isPublic };
          return;
        }
        const bytes = await readFile(path.join(dir, file));
        /** @type {StaticEntry} */
        const entry = { file, public: isPublic, type, size: bytes.length, hash: hashOf(bytes) };
        const [br, gz] = await Promise.all([
          brotli(bytes, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 11,
              [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          }),
          gzipAsync(bytes, { level: 9 }),
        ]);
        // A copy is kept only when it is smaller: tiny files grow under compression.
        for (const [name, copy] of /** @type {const} */ ([
          ["br", br],
          ["gzip", gz],
        ])) {
          if (copy.length >= bytes.length) continue;
          const copyFile = path.join(
            PRECOMPRESSED_DIR,
            `${address}.${name === "br" ? "br" : "gz"}`,
          );
          await mkdir(path.dirname(path.join(dir, copyFile)), { recursive: true });
          await writeFile(path.join(dir, copyFile), copy);
          entry[name] = { file: copyFile.split(path.sep).join("/"), size: copy.length };
        }
        if (entry.br || entry.gzip) totals.compressed += 1;
        totals.bytes += bytes.length;
        totals.brBytes += entry.br?.size ?? bytes.length;
        totals.gzipBytes += entry.gzip?.size ?? bytes.length;
        manifest.files[address] = entry;
      }),
    );
  }
  await mkdir(output, { recursive: true });
  await writeFile(path.join(dir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 1)}\n`);
  return totals;
}
