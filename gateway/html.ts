/** Text made safe inside HTML content and double-quoted attributes (the gateway's pages: chat meta tags, the page head). */
export const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
