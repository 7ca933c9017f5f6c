import { answerLogOutFrame } from "@/server/frames/log-out-frame";

export const POST = answerLogOutFrame;
