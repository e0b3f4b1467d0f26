// Not API: libcurl (Debian's libcurl4-openssl-dev), which fetches `icon:` URLs for infowindow serve's
// workers (docs/decisions.md, D85). curl_easy_setopt and curl_easy_getinfo are C varargs, which Swift
// cannot call, so the few kinds of option the fetcher sets go through these typed inline functions.
#include <stddef.h>
#include <stdint.h>
#include <sys/socket.h>
#include <curl/curl.h>

/// Sets a `long` option.
static inline CURLcode iw_curl_set_long(CURL *handle, CURLoption option, long value) {
    return curl_easy_setopt(handle, option, value);
}

/// Sets a `curl_off_t` option (the `_LARGE` ones).
static inline CURLcode iw_curl_set_off(CURL *handle, CURLoption option, curl_off_t value) {
    return curl_easy_setopt(handle, option, value);
}

/// Sets a pointer option: a string, a CURLU handle, or a callback's user data.
static inline CURLcode iw_curl_set_pointer(CURL *handle, CURLoption option, const void *value) {
    return curl_easy_setopt(handle, option, value);
}

/// The body's bytes, as CURLOPT_WRITEFUNCTION passes them.
typedef size_t (*iw_curl_write_callback)(char *data, size_t size, size_t count, void *context);

/// Sets CURLOPT_WRITEFUNCTION.
static inline CURLcode iw_curl_set_write(CURL *handle, iw_curl_write_callback callback) {
    return curl_easy_setopt(handle, CURLOPT_WRITEFUNCTION, callback);
}

/// Decides on each address curl is about to connect to (after DNS resolution): answers `1` to connect,
/// `0` to refuse. `address` is a `struct sockaddr` of `length` bytes.
typedef int (*iw_curl_address_check)(void *context, const struct sockaddr *address, unsigned int length);

struct iw_curl_open_context {
    iw_curl_address_check check;
    void *context;
};

/// CURLOPT_OPENSOCKETFUNCTION: the socket is made only for an address the check accepts, so the address
/// checked is the address connected to (no second lookup can change it).
static inline curl_socket_t iw_curl_open_socket(void *clientp, curlsocktype purpose, struct curl_sockaddr *address) {
    struct iw_curl_open_context *open = (struct iw_curl_open_context *)clientp;
    if (purpose != CURLSOCKTYPE_IPCXN || open == NULL || address == NULL) return CURL_SOCKET_BAD;
    if (!open->check(open->context, &address->addr, address->addrlen)) return CURL_SOCKET_BAD;
    return socket(address->family, address->socktype, address->protocol);
}

/// Sets the address check (CURLOPT_OPENSOCKETFUNCTION with `open` as its data; `open` must outlive the
/// transfer).
static inline CURLcode iw_curl_set_address_check(CURL *handle, struct iw_curl_open_context *open) {
    CURLcode code = curl_easy_setopt(handle, CURLOPT_OPENSOCKETFUNCTION, iw_curl_open_socket);
    if (code != CURLE_OK) return code;
    return curl_easy_setopt(handle, CURLOPT_OPENSOCKETDATA, open);
}

/// A `long` piece of information (CURLINFO_RESPONSE_CODE …).
static inline long iw_curl_info_long(CURL *handle, CURLINFO info) {
    long value = 0;
    if (curl_easy_getinfo(handle, info, &value) != CURLE_OK) return -1;
    return value;
}

/// A string piece of information (CURLINFO_REDIRECT_URL …); NULL when there is none.
static inline const char *iw_curl_info_string(CURL *handle, CURLINFO info) {
    char *value = NULL;
    if (curl_easy_getinfo(handle, info, &value) != CURLE_OK) return NULL;
    return value;
}
