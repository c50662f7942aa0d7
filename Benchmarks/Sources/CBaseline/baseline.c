#include "CBaseline.h"
#include <curl/curl.h>
#include <pthread.h>
#include <time.h>

static size_t discard(char *data, size_t size, size_t count, void *user) {
    (void)data; (void)user;
    return size * count;
}

static double now_us(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e6 + ts.tv_nsec / 1e3;
}

typedef struct { const char *url; int count; double *latencies; int rc; } job;

static void *run(void *arg) {
    job *j = arg;
    CURL *easy = curl_easy_init();
    curl_easy_setopt(easy, CURLOPT_URL, j->url);
    curl_easy_setopt(easy, CURLOPT_NOSIGNAL, 1L);
    curl_easy_setopt(easy, CURLOPT_WRITEFUNCTION, discard);
    curl_easy_setopt(easy, CURLOPT_ACCEPT_ENCODING, "gzip, deflate");
    curl_easy_setopt(easy, CURLOPT_USERAGENT, "c-baseline");
    j->rc = 0;
    for (int i = 0; i < j->count; i++) {
        double start = now_us();
        if (curl_easy_perform(easy) != CURLE_OK) { j->rc = -1; break; }
        j->latencies[i] = now_us() - start;
    }
    curl_easy_cleanup(easy);
    return NULL;
}

int cb_fetch(const char *url, int count, int parallel, double *latencies) {
    curl_global_init(CURL_GLOBAL_ALL);
    pthread_t threads[16];
    job jobs[16];
    if (parallel < 1 || parallel > 16) return -1;
    int per = count / parallel;
    for (int t = 0; t < parallel; t++) {
        jobs[t] = (job){ url, per, latencies + t * per, 0 };
        pthread_create(&threads[t], NULL, run, &jobs[t]);
    }
    int rc = 0;
    for (int t = 0; t < parallel; t++) {
        pthread_join(threads[t], NULL);
        rc |= jobs[t].rc;
    }
    return rc;
}
