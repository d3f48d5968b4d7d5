/**
 * Whether a microphone stream carried any sound while it was recorded. A silent take (a muted or unplugged
 * microphone) is caught here, before it is uploaded: the server would only refuse it, and a transcription model
 * given silence may invent words instead ("Thank you."). Peaks are sampled from an AnalyserNode every 100 ms.
 */
export interface SoundMeter {
  /** True once anything above the floor was heard, and always where the browser cannot measure. */
  heard: () => boolean;
  close: () => void;
}

/** About −40 dBFS: quieter than a whisper near the microphone, louder than a muted input's dither. */
const FLOOR = 0.01;
const SAMPLE_MS = 100;

export function listenForSound(stream: MediaStream): SoundMeter {
  const Context = typeof window === "undefined" ? undefined : window.AudioContext;
  if (!Context) return { heard: () => true, close: () => {} };
  let context: AudioContext;
  try {
    context = new Context();
  } catch {
    return { heard: () => true, close: () => {} };
  }
  const analyser = context.createAnalyser();
  analyser.fftSize = 2048;
  context.createMediaStreamSource(stream).connect(analyser);
  const samples = new Float32Array(analyser.fftSize);
  let loudest = 0;
  const timer = setInterval(() => {
    analyser.getFloatTimeDomainData(samples);
    for (const value of samples) loudest = Math.max(loudest, Math.abs(value));
  }, SAMPLE_MS);
  return {
    heard: () => loudest > FLOOR,
    close: () => {
      clearInterval(timer);
      void context.close().catch(() => {});
    },
  };
}
