import { handleProgressReport } from "@/server/progress/report-endpoint";

export const POST = handleProgressReport;
