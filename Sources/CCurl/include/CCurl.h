// Typed, non-variadic wrappers over libcurl. Swift cannot call C variadics such as
// curl_easy_setopt, so every option kind we use gets its own function here.
#ifndef PAGETTY_CCURL_H
#define PAGETTY_CCURL_H
#include <curl/curl.h>
#include <stddef.h>

/// A data sink: called with each chunk of body or each header line; returns bytes taken.
typedef size_t (*pt_sink)(void *context, const char *data, size_t length);

CURLcode pt_global_init(void);

CURLcode pt_easy_setopt_long(CURL *easy, CURLoption option, long value);
CURLcode pt_easy_setopt_string(CURL *easy, CURLoption option, const char *value);
CURLcode pt_easy_setopt_pointer(CURL *easy, CURLoption option, void *value);
CURLcode pt_easy_setopt_slist(CURL *easy, CURLoption option, struct curl_slist *value);
CURLcode pt_easy_setopt_off_t(CURL *easy, CURLoption option, curl_off_t value);
/// Registers the process-wide body and header sinks; call once before any transfer.
void pt_set_sinks(pt_sink body, pt_sink header);
/// Sends this handle's body chunks and header lines to the sinks (once per handle).
CURLcode pt_easy_sinks(CURL *easy);
/// Routes this handle's body chunks and header lines to the sinks with `context` (per transfer).
CURLcode pt_easy_route(CURL *easy, void *context);

CURLcode pt_easy_getinfo_long(CURL *easy, CURLINFO info, long *value);
CURLcode pt_easy_getinfo_string(CURL *easy, CURLINFO info, const char **value);
CURLcode pt_easy_getinfo_off_t(CURL *easy, CURLINFO info, curl_off_t *value);
CURLcode pt_easy_getinfo_pointer(CURL *easy, CURLINFO info, void **value);

CURLMcode pt_multi_setopt_long(CURLM *multi, CURLMoption option, long value);
/// Next finished transfer, if any: returns 1 and fills `easy` and `result`, else 0.
int pt_multi_next_done(CURLM *multi, CURL **easy, CURLcode *result);

/// Waits up to `timeout_ms` for curl's sockets or for `extra_fd` to be readable; 1 when it is.
int pt_multi_poll_with(CURLM *multi, int extra_fd, int timeout_ms);

/// The descriptor libdispatch signals when its main queue has work (an eventfd on Linux).
int pt_main_queue_fd(void);
/// Runs the main queue's pending work on this thread, which must be the main thread and must
/// not have called dispatch_main.
void pt_main_queue_drain(void);

/// Sets glibc's mmap and trim thresholds (mallopt), fixing them against its dynamic rule; 0 where
/// the C library has no mallopt.
int pt_heap_thresholds(int mmap_bytes, int trim_bytes);

/// Sets glibc's most malloc arenas (mallopt M_ARENA_MAX); 0 where the C library has no mallopt.
int pt_heap_arenas(int count);

#endif
