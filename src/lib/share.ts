/**
 * WhatsApp's share link with a message of the title and the page's URL on its own line: WhatsApp
 * opens with the message written, and the URL's Open Graph tags give the card.
 */
export function whatsAppShareUrl(title: string, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${title}\n${url}`)}`;
}
