export { JOB_LOCK_NAMESPACE, runExclusive, type JobRun } from './exclusive-job';
