/**
 * A short chime for a finished timer, made with the Web Audio API (no sound file to load). The
 * context is made when the visitor starts the timer: browsers only let a page play sound that a
 * click began (https://developer.chrome.com/blog/autoplay). Undefined where there is no Web Audio.
 */
export function createTimerSound(): { play: () => void; close: () => void } | undefined {
  if (typeof AudioContext === 'undefined') return undefined;
  const context = new AudioContext();
  return {
    play() {
      void context.resume();
      // Three rising beeps, a quarter of a second apart, each fading out.
      [880, 988, 1175].forEach((frequency, index) => {
        const start = context.currentTime + index * 0.25;
        const oscillator = context.createOscillator();
        const gain = context.createGain();
        oscillator.frequency.value = frequency;
        gain.gain.setValueAtTime(0.3, start);
        gain.gain.exponentialRampToValueAtTime(0.001, start + 0.2);
        oscillator.connect(gain).connect(context.destination);
        oscillator.start(start);
        oscillator.stop(start + 0.2);
      });
    },
    close() {
      void context.close();
    },
  };
}
