// Not API: libmicrohttpd (Debian's libmicrohttpd-dev), the HTTP server under `infowindow serve`.
// MHD_start_daemon takes its options as C varargs, which Swift cannot call, so the one set of options
// the server uses is passed here by a small inline function; and pipe2 (a GNU extension Swift's Glibc
// module leaves out) for the workers' pipes.
#include <fcntl.h>
#include <unistd.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>
#include <sys/socket.h>
#include <microhttpd.h>

/// The callback that sees each request's URI as it arrived (path and query, still percent-encoded);
/// what it returns becomes the request's context pointer.
typedef void *(*iw_uri_callback)(void *cls, const char *uri, struct MHD_Connection *connection);

/// Starts a daemon on an already listening socket, one internal polling thread (epoll or poll,
/// MHD_USE_AUTO), suspend/resume allowed, MHD's own errors logged to stderr.
static inline struct MHD_Daemon *iw_mhd_start(int listen_fd,
                                              MHD_AccessHandlerCallback handler, void *handler_cls,
                                              MHD_RequestCompletedCallback completed, void *completed_cls,
                                              iw_uri_callback uri_callback, void *uri_cls,
                                              unsigned int connection_limit, unsigned int connection_timeout,
                                              size_t memory_limit) {
    unsigned int flags = MHD_USE_AUTO_INTERNAL_THREAD | MHD_ALLOW_SUSPEND_RESUME | MHD_USE_ERROR_LOG;
    return MHD_start_daemon(flags, 0, NULL, NULL, handler, handler_cls,
                            MHD_OPTION_LISTEN_SOCKET, (MHD_socket)listen_fd,
                            MHD_OPTION_NOTIFY_COMPLETED, completed, completed_cls,
                            MHD_OPTION_URI_LOG_CALLBACK, uri_callback, uri_cls,
                            MHD_OPTION_CONNECTION_LIMIT, connection_limit,
                            MHD_OPTION_CONNECTION_TIMEOUT, connection_timeout,
                            MHD_OPTION_CONNECTION_MEMORY_LIMIT, memory_limit,
                            MHD_OPTION_END);
}

// glibc declares pipe2 only under _GNU_SOURCE, which would change other system headers' definitions
// from those Swift's Glibc module sees; the declaration alone is what is needed.
extern int pipe2(int fds[2], int flags);

/// Two ends of a pipe, both close-on-exec from the start (so no other worker inherits them).
static inline int iw_pipe_cloexec(int fds[2]) {
    return pipe2(fds, O_CLOEXEC);
}

#include <malloc.h>

/// Lets glibc's allocator keep freed memory for reuse: blocks up to `mmap_threshold` bytes come from
/// the heap rather than private mappings, and the heap is trimmed only above `trim_threshold` bytes
/// free. (mallopt is declared in malloc.h, which Swift's Glibc module leaves out.)
static inline void iw_keep_freed_memory(int mmap_threshold, int trim_threshold) {
    mallopt(M_MMAP_THRESHOLD, mmap_threshold);
    mallopt(M_TRIM_THRESHOLD, trim_threshold);
}
