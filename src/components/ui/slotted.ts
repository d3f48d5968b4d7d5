import * as React from "react";

import { cn } from "@/lib/utils";

// biome-ignore lint/suspicious/noExplicitAny: React.ComponentProps is defined over any component type.
type Part = keyof React.JSX.IntrinsicElements | React.JSXElementConstructor<any>;

/**
 * One styled part of a component family (shadcn's pattern, written once): renders `part` with `data-slot` (what
 * the other parts' styles select on) and the base classes, merged with the caller's `className`; every other prop
 * (ref included) passes through.
 */
export function slotted<P extends Part>(part: P, slot: string, ...base: string[]) {
  // biome-ignore lint/correctness/noComponentHookFactories: called once per part at module level, never in a render.
  function Slotted(props: React.ComponentProps<P>) {
    const { className, ...rest } = props as { className?: string };
    return React.createElement(part as React.ElementType, {
      "data-slot": slot,
      className: cn(...base, className) || undefined,
      ...rest,
    });
  }
  Slotted.displayName = slot;
  return Slotted;
}
