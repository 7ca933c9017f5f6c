/** The brand green of the header, the icon and the installed app's title bar. */
export const THEME_COLOR = "#065f46";
