import 'server-only';
import type { Job, JobContext, JobReport } from '@/lib/jobs/registry';

export type JobFailure = { job: string; error: unknown };
export type JobsRun = { report: Record<string, number | string>; ran: string[]; failures: JobFailure[] };

/**
 * Runs the given jobs in their order, each on its own: one that throws is recorded and the next
 * still runs (a broken table must not stop scheduled publishes). Once `stopped()` is true no
 * further job starts.
 */
export async function runJobs(list: readonly Job[], context: JobContext): Promise<JobsRun> {
  const run: JobsRun = { report: {}, ran: [], failures: [] };
  for (const job of list) {
    if (context.stopped()) break;
    run.ran.push(job.name);
    try {
      const report: JobReport = await job.run(context);
      Object.assign(run.report, report);
    } catch (error) {
      run.failures.push({ job: job.name, error });
    }
  }
  return run;
}
