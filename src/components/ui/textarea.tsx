import { slotted } from "./slotted";

export const Textarea = slotted(
  "textarea",
  "textarea",
  "flex field-sizing-content min-h-16 w-full rounded-md border border-input bg-input/30 px-3 py-2 text-base shadow-xs outline-none transition-[color,box-shadow] placeholder:text-muted-foreground md:text-sm",
  "focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50",
  "disabled:cursor-not-allowed disabled:opacity-50",
  "aria-invalid:border-destructive aria-invalid:ring-destructive/40",
);
