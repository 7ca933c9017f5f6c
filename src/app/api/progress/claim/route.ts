import { handleProgressClaim } from "@/server/progress/report-endpoint";

export const POST = handleProgressClaim;
