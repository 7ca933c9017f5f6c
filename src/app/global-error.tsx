"use client";

import { TroubleMessage } from "@/components/errors/trouble-message";
import "./globals.css";

/** The root layout itself failed: the page has to bring its own document. Decision 0006. */
export default function GlobalError(props: { error: unknown; retry: () => void }) {
  return (
    <html lang="en">
      <body>
        <main>
          <TroubleMessage {...props} />
        </main>
      </body>
    </html>
  );
}
