/** The process-wide value named `name`, created by `create()` the first time any bundle asks. */
export function processSlot<T>(name: string, create: () => T): T;
