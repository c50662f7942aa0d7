// The C baseline: plain libcurl as a C program would use it, one easy handle reused per thread.
#ifndef PAGETTY_CBASELINE_H
#define PAGETTY_CBASELINE_H
/// Fetches `url` `count` times in total from `parallel` threads, each reusing one easy handle;
/// writes each request's latency in microseconds into `latencies`; returns 0 on success.
int cb_fetch(const char *url, int count, int parallel, double *latencies);
#endif
