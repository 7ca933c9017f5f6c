import { answerAccountFrame } from "@/server/frames/account-frame";

export const GET = answerAccountFrame;
