export function unneededAtRunTime(file: string): boolean;
export function pruneStandalone(root: string, distDir: string): number;
