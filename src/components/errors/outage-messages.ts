/**
 * The strings of the error boundaries. An error boundary is a client component with no server
 * parent to hand it translations, and importing messages/en.json would ship the whole catalogue
 * to every page; so, like the navigation labels, they live here and messages/en.json "Outage"
 * holds the same values (a unit test keeps them equal).
 */
export const OUTAGE_MESSAGES = {
  title: "We are having trouble",
  body: "Something went wrong on our side. Your work is safe; please try again in a moment.",
  retry: "Try again",
  home: "Go to the home page",
  reference: "Reference: {digest}",
};
