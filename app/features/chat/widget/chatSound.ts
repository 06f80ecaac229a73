// A short two-note chime for a reply that arrives while the tab is hidden, made with WebAudio (no file to
// download). Browsers only let a page make sound after the person has interacted with it, so the context is
// created (or resumed) on their first tap or key press, and the chime stays silent until then.

type AudioContextConstructor = typeof AudioContext;

let context: AudioContext | null = null;

function audioContextClass(): AudioContextConstructor | undefined {
  return window.AudioContext ?? (window as unknown as { webkitAudioContext?: AudioContextConstructor }).webkitAudioContext;
}

/** Call from a user gesture (pointerdown, keydown): it unlocks sound for this page. */
export function unlockChatSound(): void {
  const Context = audioContextClass();
  if (!Context) return;
  try {
    context ??= new Context();
    if (context.state === 'suspended') void context.resume().catch(() => undefined);
  } catch {
    context = null;
  }
}

export function playChatSound(): void {
  if (!context || context.state !== 'running') return;
  const start = context.currentTime;
  const notes: Array<[frequency: number, at: number]> = [
    [880, 0],
    [1318.5, 0.12],
  ];
  for (const [frequency, at] of notes) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = frequency;
    // A quick rise and a soft decay: no click at either end.
    gain.gain.setValueAtTime(0.0001, start + at);
    gain.gain.exponentialRampToValueAtTime(0.18, start + at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + at + 0.35);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(start + at);
    oscillator.stop(start + at + 0.4);
  }
}
