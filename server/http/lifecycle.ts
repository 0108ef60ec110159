/** Where a web process is in its life: set by serve() when a shutdown starts, read by /readyz and every answer. */
export interface Lifecycle {
  shuttingDown: boolean;
}
