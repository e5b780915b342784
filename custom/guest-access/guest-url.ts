/** The public page of a guest pass, on this console's own origin (what the guest is sent, 000 §2.3). */
export const guestUrl = (keyId: string) => `${window.location.origin}/guest-access/${keyId}`;
