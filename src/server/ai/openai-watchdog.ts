/**
 * One AbortController per model request that the caller's signal and our timeouts both abort, remembering which
 * did: the SDK reports every abort the same way (and ends an aborted stream silently), so the reason is kept here.
 */
import type { AbortReason } from "./openai-errors";

export class Watchdog {
  reason: AbortReason = null;
  private readonly controller = new AbortController();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly onCallerAbort = () => this.abort("caller");

  constructor(private readonly callerSignal?: AbortSignal) {
    if (callerSignal?.aborted) this.abort("caller");
    else callerSignal?.addEventListener("abort", this.onCallerAbort, { once: true });
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  /** Aborts with reason "timeout" unless disarmed or re-armed within `ms`. */
  arm(ms: number): void {
    this.disarm();
    this.timer = setTimeout(() => this.abort("timeout"), ms);
  }

  disarm(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  abort(reason: Exclude<AbortReason, null>): void {
    if (this.reason) return;
    this.reason = reason;
    this.disarm();
    this.controller.abort();
  }

  /** Ends the request if still open (the consumer stopped early) and drops the listener on the caller's signal. */
  dispose(): void {
    this.disarm();
    this.callerSignal?.removeEventListener("abort", this.onCallerAbort);
    if (!this.controller.signal.aborted) this.controller.abort();
  }
}
