/** Every query of the IP blocking page starts with this key, so a change reads them all again. */
export const IP_BLOCKING_QUERY = ['ip-blocking'];
