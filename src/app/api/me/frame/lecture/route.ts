import { answerLectureFrame } from "@/server/frames/lecture-frame";

export const GET = answerLectureFrame;
