// Jobs: the application's background work in one list, run by the worker of a long-running
// server and by the cron route of a serverless host. Read README.md in this folder first.
export { jobs, EVERY_ROUND, HOURLY, type Job, type JobContext, type JobReport } from '@/lib/jobs/registry';
export { runJobs, type JobFailure, type JobsRun } from '@/lib/jobs/run';
export { runWorkerRound, startJobWorker, stopJobWorker } from '@/lib/jobs/worker';
