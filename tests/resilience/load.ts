import autocannon from "autocannon";
import { PUBLIC_SCREENS } from "../support/screens";
import { check, figure, section } from "./report";

export type LoadOptions = {
  url: string;
  connections: number;
  seconds: number;
  /** Paths each connection cycles through. */
  paths: string[];
  /** Called with every response: when it arrived and its status. */
  onResponse?: (at: number, status: number) => void;
  /**
   * Each connection a student of its own: it names its own address in X-Forwarded-For (the
   * server must trust 127.0.0.1 as a proxy), so per-client limits count each one apart.
   */
  ownAddresses?: boolean;
};

let studentCount = 0;

/** The next of the load's students' addresses, 10.x.y.z, one per connection. */
function nextStudentAddress(): string {
  studentCount += 1;
  return `10.${(studentCount >> 16) & 255}.${(studentCount >> 8) & 255}.${studentCount & 255}`;
}

/** One autocannon run on loopback; bounded by its duration, never by a request count. */
export function runLoad(options: LoadOptions): Promise<autocannon.Result> {
  const url = new URL(options.url);
  if (url.hostname !== "127.0.0.1") throw new Error("Load tests only target this machine.");
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        connections: options.connections,
        duration: options.seconds,
        // A slow answer is not an error as long as it comes; a student's phone waits this long.
        timeout: 30,
        requests: options.paths.map((path) => ({
          method: "GET",
          path,
          ...(options.ownAddresses && {
            setupRequest: (request: autocannon.Request, context: { address?: string }) => {
              context.address ??= nextStudentAddress();
              return { ...request, headers: { "x-forwarded-for": context.address } };
            },
          }),
        })),
      },
      (error, result) => (error ? reject(error as Error) : resolve(result)),
    );
    if (options.onResponse) {
      const report = options.onResponse;
      instance.on("response", (_client, status) => report(Date.now(), status));
    }
  });
}

/** 100 students for 30 s on every public screen: every request answered, none with a 5xx. */
export async function loadTest(url: string): Promise<void> {
  section("load: 100 connections for 30 s on the public screens");
  const paths = PUBLIC_SCREENS.map((screen) => screen.path);
  figure("screens", paths.join(" "));
  // A few requests first, so the measured run sees a warmed-up server, as students do.
  // A crowd of students, each from its own address: one client's render budget is not theirs.
  await runLoad({ url, connections: 4, seconds: 3, paths, ownAddresses: true });
  const result = await runLoad({ url, connections: 100, seconds: 30, paths, ownAddresses: true });
  figure("requests served", result.requests.total);
  figure("requests per second (mean)", result.requests.average);
  figure(
    "latency p50 / p99 / max (ms)",
    `${result.latency.p50} / ${result.latency.p99} / ${result.latency.max}`,
  );
  figure("errors (incl. timeouts)", `${result.errors} (${result.timeouts})`);
  figure("status 2xx / 4xx / 5xx", `${result["2xx"]} / ${result["4xx"]} / ${result["5xx"]}`);
  check("load: requests were served", result.requests.total > 0);
  check("load: zero errors", result.errors === 0, `${result.errors} errors`);
  check("load: zero 5xx", result["5xx"] === 0, `${result["5xx"]} 5xx`);
  check("load: every answer was a 2xx", result.non2xx === 0, `${result.non2xx} non-2xx`);
}
