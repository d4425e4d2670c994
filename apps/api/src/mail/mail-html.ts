import escapeHtml from 'escape-html';

const COPY_HINT = {
  button: 'If the button does not work, copy this link into your browser:',
  link: 'If the link does not work, copy this address into your browser:',
} as const;

/**
 * A mail's call to action in HTML: a paragraph with the link (`labelHtml`, then `afterHtml`, both
 * already escaped), and one with the address in full to copy where the link will not open.
 */
export function linkParagraphs(
  url: string,
  labelHtml: string,
  hint: keyof typeof COPY_HINT,
  afterHtml = '',
): string[] {
  const href = escapeHtml(url);
  return [`<p><a href="${href}">${labelHtml}</a>${afterHtml}</p>`, `<p>${COPY_HINT[hint]}<br>${href}</p>`];
}
