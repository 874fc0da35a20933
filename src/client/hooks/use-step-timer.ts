import { useEffect, useRef, useState } from 'react';
import { createTimerSound } from '../timer-sound.ts';

/** A timer the visitor started from a step. */
export interface StepTimer {
  minutes: number;
  /** What it is for, as announced: 'step 3'. */
  purpose: string;
  /** When it ends, in ms since the epoch (Date.now()). */
  endsAt: number;
}

/** The last minutes, each announced as it begins; earlier ones are only shown. */
export const lastFewMinutes = 3;

const secondsLeftOf = (timer: StepTimer, now: number) =>
  Math.max(0, Math.ceil((timer.endsAt - now) / 1000));

/** '1 minute', '20 minutes'. */
export const minutesInWords = (minutes: number) =>
  minutes === 1 ? '1 minute' : `${minutes} minutes`;

/**
 * One timer at a time, counted from the clock (not by ticks, which a hidden page slows): what is
 * left each second, and an announcement, politely, at start, at each of the last few minutes and
 * at the end, with a chime.
 */
export function useStepTimer() {
  const [timer, setTimer] = useState<StepTimer>();
  const [now, setNow] = useState(() => Date.now());
  const [announcement, setAnnouncement] = useState('');
  const sound = useRef<ReturnType<typeof createTimerSound>>(undefined);

  useEffect(() => {
    if (!timer) return;
    let secondsBefore = secondsLeftOf(timer, Date.now());
    const interval = setInterval(() => {
      const moment = Date.now();
      const secondsLeft = secondsLeftOf(timer, moment);
      setNow(moment);
      if (secondsLeft === 0) {
        setTimer(undefined);
        setAnnouncement(`Timer done: ${minutesInWords(timer.minutes)} for ${timer.purpose}`);
        sound.current?.play();
        return;
      }
      for (let minutes = lastFewMinutes; minutes >= 1; minutes -= 1) {
        if (secondsBefore > minutes * 60 && secondsLeft <= minutes * 60) {
          setAnnouncement(`${minutesInWords(minutes)} left for ${timer.purpose}`);
          break;
        }
      }
      secondsBefore = secondsLeft;
    }, 1000);
    return () => clearInterval(interval);
  }, [timer]);

  // The sound's context is let go when the visitor leaves cook mode.
  useEffect(() => () => sound.current?.close(), []);

  return {
    /** The running timer and its seconds left, or undefined. */
    running: timer && { ...timer, secondsLeft: secondsLeftOf(timer, now) },
    announcement,
    start(minutes: number, purpose: string) {
      const moment = Date.now();
      sound.current ??= createTimerSound();
      setNow(moment);
      setTimer({ minutes, purpose, endsAt: moment + minutes * 60_000 });
      setAnnouncement(`Timer started: ${minutesInWords(minutes)} for ${purpose}`);
    },
    stop() {
      setTimer(undefined);
      setAnnouncement(timer ? `Timer stopped for ${timer.purpose}` : '');
    },
  };
}
