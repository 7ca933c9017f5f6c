import { handleQuizClaim } from "@/server/quiz/claim";

export const POST = handleQuizClaim;
