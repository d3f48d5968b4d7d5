import { INSTRUCTION_CONTENT_MAX } from "@/lib/constants";
import { cn } from "@/lib/utils";

/** "120 / 20000" beside a content field, announced as it changes and red past the limit. */
export function ContentCounter({ content, testId }: { content: string; testId?: string }) {
  const length = content.length;
  return (
    <span
      aria-live="polite"
      data-testid={testId}
      className={cn(
        "text-xs tabular-nums text-muted-foreground",
        length > INSTRUCTION_CONTENT_MAX && "text-destructive",
      )}
    >
      {length} / {INSTRUCTION_CONTENT_MAX}
    </span>
  );
}
