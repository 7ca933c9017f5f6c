import "server-only";
import { headers } from "next/headers";
import { SAVE_DATA_HEADER, savesData } from "@front/contract.mjs";

/**
 * Whether the browser asked to save data (`Save-Data: on`): pages then load fewer and smaller
 * pictures (issue 17). The front layer keeps this version of a page apart from the other.
 */
export async function requestSavesData(): Promise<boolean> {
  return savesData((await headers()).get(SAVE_DATA_HEADER));
}
