export const ALL: "*";
export function messageAreas(entries: string[]): string[];
