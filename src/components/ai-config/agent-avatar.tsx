"use client";

import * as React from "react";

import { cn } from "@/lib/utils";
import { AVATAR_COLORS, agentInitials, avatarColorIndex } from "./agent-identity";

const SIZES = {
  sm: "size-7 text-[0.7rem]",
  md: "size-9 text-xs",
  lg: "size-11 text-sm",
} as const;

/**
 * An agent's avatar: its image when it has one that loads, else its initials on a colour derived from its id (two
 * agents of the same name look different). Decorative: the agent's name is always shown beside it.
 * `colorIndex` overrides the id's colour where a list keeps same-named agents apart (avatarColorIndexes).
 */
export function AgentAvatar({
  agent,
  colorIndex,
  size = "md",
  className,
}: {
  agent: { _id: string; name: string; image?: string | null };
  colorIndex?: number;
  size?: keyof typeof SIZES;
  className?: string;
}) {
  const [brokenImage, setBrokenImage] = React.useState<string | null>(null);
  const image = agent.image && agent.image !== brokenImage ? agent.image : null;
  const color = AVATAR_COLORS[(colorIndex ?? avatarColorIndex(agent._id)) % AVATAR_COLORS.length];

  return (
    <span
      data-slot="agent-avatar"
      aria-hidden
      className={cn(
        "inline-grid shrink-0 select-none place-items-center overflow-hidden rounded-full font-semibold text-white",
        SIZES[size],
        className,
      )}
      style={{ backgroundColor: color }}
    >
      {image ? (
        // biome-ignore lint/performance/noImgElement: agent images are arbitrary URLs, not optimisable assets.
        <img src={image} alt="" className="size-full object-cover" onError={() => setBrokenImage(image)} />
      ) : (
        agentInitials(agent.name)
      )}
    </span>
  );
}
