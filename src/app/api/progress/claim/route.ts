import { handleProgressClaim } from "@/server/progress/claim-endpoint";

export const POST = handleProgressClaim;
