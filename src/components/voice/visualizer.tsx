"use client";

import * as React from "react";

/**
 * Bars on a canvas from an AnalyserNode's frequency data (the microphone or the reply), redrawn every frame
 * while `analyser` is set. Decorative: the panel's state text says what is happening.
 */
export function AudioVisualizer({
  analyser,
  label,
  className,
}: {
  analyser: AnalyserNode | null;
  label: string;
  className?: string;
}) {
  const canvas = React.useRef<HTMLCanvasElement>(null);

  React.useEffect(() => {
    const el = canvas.current;
    const context = el?.getContext("2d");
    if (!el || !context) return;
    let frame = 0;
    const data = new Uint8Array(analyser?.frequencyBinCount ?? 0);
    const color = getComputedStyle(el).color || "currentColor";
    const draw = () => {
      const { width, height } = el;
      context.clearRect(0, 0, width, height);
      const bars = 24;
      const gap = 3;
      const barWidth = (width - gap * (bars - 1)) / bars;
      if (analyser) analyser.getByteFrequencyData(data);
      context.fillStyle = color;
      for (let i = 0; i < bars; i++) {
        const index = Math.floor((i / bars) * (data.length * 0.6));
        const value = analyser && data.length ? (data[index] ?? 0) / 255 : 0;
        const barHeight = Math.max(2, value * height);
        context.fillRect(i * (barWidth + gap), (height - barHeight) / 2, barWidth, barHeight);
      }
      frame = requestAnimationFrame(draw);
    };
    draw();
    return () => cancelAnimationFrame(frame);
  }, [analyser]);

  return (
    <canvas
      ref={canvas}
      width={240}
      height={48}
      role="img"
      aria-label={label}
      className={className ?? "h-12 w-60 text-primary"}
      data-testid="audio-visualizer"
    />
  );
}
