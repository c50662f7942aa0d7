#include "CCurl.h"

CURLcode pt_global_init(void) { return curl_global_init(CURL_GLOBAL_ALL); }

CURLcode pt_easy_setopt_long(CURL *easy, CURLoption option, long value) {
    return curl_easy_setopt(easy, option, value);
}
CURLcode pt_easy_setopt_string(CURL *easy, CURLoption option, const char *value) {
    return curl_easy_setopt(easy, option, value);
}
CURLcode pt_easy_setopt_pointer(CURL *easy, CURLoption option, void *value) {
    return curl_easy_setopt(easy, option, value);
}
CURLcode pt_easy_setopt_slist(CURL *easy, CURLoption option, struct curl_slist *value) {
    return curl_easy_setopt(easy, option, value);
}
CURLcode pt_easy_setopt_off_t(CURL *easy, CURLoption option, curl_off_t value) {
    return curl_easy_setopt(easy, option, value);
}

// Set once at start-up, before any transfer, then only read: no synchronisation needed.
static pt_sink body_sink;
static pt_sink header_sink;

void pt_set_sinks(pt_sink body, pt_sink header) { body_sink = body; header_sink = header; }

static size_t body_trampoline(char *data, size_t size, size_t count, void *context) {
    return body_sink(context, data, size * count);
}
static size_t header_trampoline(char *data, size_t size, size_t count, void *context) {
    return header_sink(context, data, size * count);
}

CURLcode pt_easy_sinks(CURL *easy) {
    CURLcode rc;
    if ((rc = curl_easy_setopt(easy, CURLOPT_WRITEFUNCTION, body_trampoline)) != CURLE_OK) return rc;
    return curl_easy_setopt(easy, CURLOPT_HEADERFUNCTION, header_trampoline);
}

CURLcode pt_easy_route(CURL *easy, void *context) {
    CURLcode rc;
    if ((rc = curl_easy_setopt(easy, CURLOPT_WRITEDATA, context)) != CURLE_OK) return rc;
    return curl_easy_setopt(easy, CURLOPT_HEADERDATA, context);
}

CURLcode pt_easy_getinfo_pointer(CURL *easy, CURLINFO info, void **value) {
    return curl_easy_getinfo(easy, info, value);
}

CURLcode pt_easy_getinfo_long(CURL *easy, CURLINFO info, long *value) {
    return curl_easy_getinfo(easy, info, value);
}
CURLcode pt_easy_getinfo_string(CURL *easy, CURLINFO info, const char **value) {
    return curl_easy_getinfo(easy, info, value);
}
CURLcode pt_easy_getinfo_off_t(CURL *easy, CURLINFO info, curl_off_t *value) {
    return curl_easy_getinfo(easy, info, value);
}

CURLMcode pt_multi_setopt_long(CURLM *multi, CURLMoption option, long value) {
    return curl_multi_setopt(multi, option, value);
}

int pt_multi_next_done(CURLM *multi, CURL **easy, CURLcode *result) {
    int queued = 0;
    CURLMsg *msg;
    while ((msg = curl_multi_info_read(multi, &queued)) != NULL) {
        if (msg->msg == CURLMSG_DONE) {
            *easy = msg->easy_handle;
            *result = msg->data.result;
            return 1;
        }
    }
    return 0;
}

int pt_multi_poll_with(CURLM *multi, int extra_fd, int timeout_ms) {
    struct curl_waitfd wait = { .fd = extra_fd, .events = CURL_WAIT_POLLIN, .revents = 0 };
    curl_multi_poll(multi, &wait, 1, timeout_ms, NULL);
    return (wait.revents & CURL_WAIT_POLLIN) != 0;
}

// libdispatch's hooks for a run loop other than dispatch_main (CoreFoundation's CFRunLoop uses
// them on Linux): exported by libdispatch.so, declared only in its private headers.
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *msg);

int pt_main_queue_fd(void) { return _dispatch_get_main_queue_handle_4CF(); }
void pt_main_queue_drain(void) { _dispatch_main_queue_callback_4CF(NULL); }

#if defined(__GLIBC__)
#include <malloc.h>
int pt_heap_thresholds(int mmap_bytes, int trim_bytes) {
    return mallopt(M_MMAP_THRESHOLD, mmap_bytes) && mallopt(M_TRIM_THRESHOLD, trim_bytes);
}
int pt_heap_arenas(int count) { return mallopt(M_ARENA_MAX, count); }
#else
int pt_heap_thresholds(int mmap_bytes, int trim_bytes) { (void)mmap_bytes; (void)trim_bytes; return 0; }
int pt_heap_arenas(int count) { (void)count; return 0; }
#endif
