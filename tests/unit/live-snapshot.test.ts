import { describe, expect, it } from "vitest";
import { liveSnapshot } from "@/server/http/live-snapshot";

describe("liveSnapshot", () => {
  it("sends the first snapshot, skips an equal one and sends a changed one", async () => {
    const snapshots = [{ page: [1, 2] }, { page: [1, 2] }, { page: [1, 2, 3] }];
    let reads = 0;
    const hook: { change: (() => void) | null } = { change: null };
    const sent: unknown[] = [];
    const abort = new AbortController();
    const writer = liveSnapshot("items", async () => snapshots[Math.min(reads++, snapshots.length - 1)], [
      (onChange) => {
        hook.change = () => onChange();
        return () => {
          hook.change = null;
        };
      },
    ]);
    const done = writer({ send: (_event, data) => sent.push(data), signal: abort.signal });
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    await settle();
    hook.change?.();
    await settle();
    hook.change?.();
    await settle();
    abort.abort();
    await done;
    expect(reads).toBe(3);
    expect(sent).toEqual([{ page: [1, 2] }, { page: [1, 2, 3] }]);
    expect(hook.change).toBeNull();
  });
});
