import type * as contract from "@/lib/contracts/annotations";

export const ANNOTATION_CONTENT_MAX: typeof contract.ANNOTATION_CONTENT_MAX = 1000;
