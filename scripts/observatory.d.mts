export type ObservatoryTest = { pass: boolean; result: string; scoreModifier: number };
export function runObservatory(options?: { distDir?: string; host?: string; address?: string }): Promise<{
  scan: { grade: string; score: number; testsPassed: number; testsFailed: number; testsQuantity: number };
  tests: Record<string, ObservatoryTest>;
}>;
export function meetsGrade(grade: string, minimum: string): boolean;
