int cb_fetch_sequential(const char *url, int count, double *latencies) { (void)url; (void)count; (void)latencies; return -1; }
