// The watched share and the locked control as they move, and the resume offer: fetched by the
// viewer at the first play or when an earlier visit left a share or a place to resume; at 0 % the
// server's own rendering of the first two shows (decision 0100).
export { ResumeOffer } from "./resume-offer";
export { lockedControl } from "./unlock-control";
export { watchProgressBar } from "./watch-progress";
