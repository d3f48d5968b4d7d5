// Types of cpu-profile.mjs for its TypeScript test.

/** A call frame as V8's .cpuprofile writes it. */
export interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}

export function frameName(callFrame: CallFrame): string;
export function selfTimes(dir: string): { totals: Map<string, number>; all: number };
export function profileSummary(dir: string, top?: number): string;
