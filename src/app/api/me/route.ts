import { handlePersonalRequest } from "@/server/progress/me-endpoint";

export const GET = handlePersonalRequest;
