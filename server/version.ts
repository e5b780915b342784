/** The server's version, in /server/info and the API documents. */
export const VERSION = '0.1.0';
