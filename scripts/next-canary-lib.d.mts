export type CanaryOptions = { keep: boolean; version?: string; tag?: string };
export type CanaryStepFailure = { phase: 'install' | 'build' | 'test' | string; command: string; status: number | string | null };
export function parseCanaryArgs(argv: string[]): CanaryOptions;
export function parseVersion(text: string): [number, number, number, string[]] | undefined;
export function compareVersions(a: string, b: string): number;
export function pickNext(
  options: { version?: string; tag?: string },
  registry: { versions: string[]; distTags: Record<string, string> },
): { version: string; note: string };
export function pickCompanion(next: string, versions: string[]): string | undefined;
export function nextCompanions(pkg: { dependencies?: Record<string, string>; devDependencies?: Record<string, string> }): string[];
export function canaryVerdict(next: string, failed: CanaryStepFailure | undefined): { exitCode: 0 | 1 | 2; message: string };
export function installArgs(next: string, companions: string[]): string[];
export const CANARY_E2E_FILES: string[];
