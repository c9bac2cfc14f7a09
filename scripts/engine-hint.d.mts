export function minimumOf(range: string | undefined): [number, number, number] | undefined;
export function engineHint(version: string, range: string | undefined): string | undefined;
