// The C baseline: plain libcurl, one easy handle reused, as a C program would do it.
#ifndef PAGETTY_CBASELINE_H
#define PAGETTY_CBASELINE_H
/// Fetches `url` `count` times sequentially with one reused easy handle; writes each
/// request's latency in microseconds into `latencies`; returns 0 on success.
int cb_fetch_sequential(const char *url, int count, double *latencies);
#endif
