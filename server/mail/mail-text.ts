// Text going into e-mails: HTML bodies and header values.

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Escaped for HTML, with its line breaks kept. */
export const htmlLines = (text: string) => escapeHtml(text).replace(/\r?\n/g, '<br>');

/** Header values never carry a line break, so nobody can add a header through a field. */
export const headerSafe = (text: string, max = 200) =>
  text
    .replace(/[\r\n\t]+/g, ' ')
    .trim()
    .slice(0, max);
