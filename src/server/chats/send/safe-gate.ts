/**
 * The model's safeguarding checks, held against the reply: the model call for the coaching reply starts at once, and
 * its first token waits for the checks (they run at the same time, so they add only what they take beyond the
 * model's own time to first token). When they find a concern the coaching call is given up before anyone saw a
 * word of it, and the same reply becomes a safe one (the safe-response protocol, the support card), the case opens
 * and the leads are told.
 */
import type { OpenReply } from "./open-reply";
import type { ReplyRequest } from "./reply-request";
import type { SafeTurn } from "./screen-turn";

export function holdForScreen(
  open: OpenReply,
  late: Promise<SafeTurn | null>,
  safeRequest: (safe: SafeTurn) => ReplyRequest,
  onSafe: (safe: SafeTurn) => Promise<void>,
): () => Promise<void> {
  return async () => {
    const safe = await late;
    if (!safe || open.generation.abort.signal.aborted) return;
    open.restart(safeRequest(safe));
    await onSafe(safe);
  };
}
