// Product names, brands and models are shown in listings, on pages and in mails: they may name the
// device, never send the reader elsewhere (a link or a domain) or to someone (an email or a phone).

/** http://, https://, ftp:// or www. anywhere. */
const LINK = /\b(?:https?|ftp):\/\/|\bwww\./i;
/** A name, a dot and a top-level domain ('phish.example', 'shop.co.uk/login'). */
const DOMAIN = /\b[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9-]+)*\.[a-z]{2,24}\b/i;
const EMAIL = /[^\s@]+@[^\s@]+/;
/** Seven digits or more in a row, a US number ('415-555-0142', '(415) 555 0142'), or '+' and eight digits or more. */
const PHONE = [
  /\d{7,}/,
  /(?:^|[^\d])(?:\(\d{3}\)|\d{3})[\s.-]?\d{3}[\s.-]\d{4}(?!\d)/,
  /\+\s?\d(?:[\s().-]?\d){7,}/,
];

/** Whether a text carries a link, a domain, an email address or a phone number. */
export function hasContactDetails(text: string): boolean {
  return LINK.test(text) || DOMAIN.test(text) || EMAIL.test(text) || PHONE.some((p) => p.test(text));
}

/** The sentence for a field refused by hasContactDetails, e.g. 'name cannot contain …'. */
export const contactDetailsMessage = (field: string) =>
  `${field} cannot contain web addresses, email addresses or phone numbers`;

/** A listing text (name, brand, model): null when it will do, else the sentence naming the field. */
export function listingTextProblem(field: string, text: string): string | null {
  return hasContactDetails(text) ? contactDetailsMessage(field) : null;
}
