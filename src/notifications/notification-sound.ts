/**
 * The alert sound. Generated with Web Audio (no file to ship or to allow in the Content Security Policy);
 * the catalogue's file names stay the hook for custom sounds. Browsers refuse sound before the user has
 * interacted with the page: then it stays silent.
 */
export function playNotificationSound() {
  try {
    const context = new AudioContext();
    const tone = context.createOscillator();
    const gain = context.createGain();
    tone.frequency.value = 880;
    gain.gain.setValueAtTime(0.15, context.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.001, context.currentTime + 0.4);
    tone.connect(gain).connect(context.destination);
    tone.start();
    tone.stop(context.currentTime + 0.4);
    tone.onended = () => void context.close();
  } catch {
    // No audio here (autoplay policy, no device): the badge still shows the notification.
  }
}
