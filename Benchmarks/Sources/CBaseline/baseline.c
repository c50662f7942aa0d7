#include "CBaseline.h"
#include <curl/curl.h>
#include <pthread.h>
#include <time.h>

#include <stdlib.h>
#include <string.h>

// A real program keeps the body it fetched: append it to a growing buffer.
typedef struct { char *data; size_t length, capacity; } buffer;

static size_t keep(char *data, size_t size, size_t count, void *user) {
    buffer *b = user;
    size_t n = size * count;
    if (b->length + n > b->capacity) {
        size_t capacity = b->capacity ? b->capacity * 2 : 16384;
        while (capacity < b->length + n) capacity *= 2;
        char *grown = realloc(b->data, capacity);
        if (!grown) return 0;
        b->data = grown;
        b->capacity = capacity;
    }
    memcpy(b->data + b->length, data, n);
    b->length += n;
    return n;
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
    curl_easy_setopt(easy, CURLOPT_WRITEFUNCTION, keep);
    curl_easy_setopt(easy, CURLOPT_ACCEPT_ENCODING, "gzip, deflate");
    curl_easy_setopt(easy, CURLOPT_USERAGENT, "c-baseline");
    j->rc = 0;
    for (int i = 0; i < j->count; i++) {
        buffer body = {0};
        curl_easy_setopt(easy, CURLOPT_WRITEDATA, &body);
        double start = now_us();
        CURLcode rc = curl_easy_perform(easy);
        j->latencies[i] = now_us() - start;
        free(body.data);
        if (rc != CURLE_OK || body.length < 50000) { j->rc = -1; break; }
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
