/** The live channel's state (disconnected, connecting, connected), shown unobtrusively in the top bar. */
export function LiveStatus() {
  return null;
}
