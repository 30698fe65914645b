/** Text made safe inside HTML content and double-quoted attributes (the gateway's pages, the game server's page). */
export const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A value as JSON inside a script element: `<` written as \u003c, so no string in it can close the element. */
export const jsonInScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
