/** The file name of the work pool's built worker in <distDir>/server. */
export const WORKER_FILE: string;
