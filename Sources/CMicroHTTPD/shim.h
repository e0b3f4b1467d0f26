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

/// Starts a daemon on an already listening socket, with no thread of its own: the caller's event
/// loop waits on the daemon's epoll descriptor (iw_mhd_epoll_fd) and calls MHD_run (D201);
/// suspend/resume allowed, MHD's own errors logged to stderr; MHD_USE_TURBO reads, writes and accepts
/// at once rather than after another round of epoll (D211).
static inline struct MHD_Daemon *iw_mhd_start(int listen_fd,
                                              MHD_AccessHandlerCallback handler, void *handler_cls,
                                              MHD_RequestCompletedCallback completed, void *completed_cls,
                                              iw_uri_callback uri_callback, void *uri_cls,
                                              unsigned int connection_limit, unsigned int connection_timeout,
                                              size_t memory_limit) {
    unsigned int flags = MHD_USE_EPOLL | MHD_USE_TURBO | MHD_ALLOW_SUSPEND_RESUME | MHD_USE_ERROR_LOG;
    return MHD_start_daemon(flags, 0, NULL, NULL, handler, handler_cls,
                            MHD_OPTION_LISTEN_SOCKET, (MHD_socket)listen_fd,
                            MHD_OPTION_NOTIFY_COMPLETED, completed, completed_cls,
                            MHD_OPTION_URI_LOG_CALLBACK, uri_callback, uri_cls,
                            MHD_OPTION_CONNECTION_LIMIT, connection_limit,
                            MHD_OPTION_CONNECTION_TIMEOUT, connection_timeout,
                            MHD_OPTION_CONNECTION_MEMORY_LIMIT, memory_limit,
                            MHD_OPTION_END);
}

/// The daemon's own epoll descriptor, readable when MHD_run has work; -1 when there is none.
/// (MHD_get_daemon_info is variadic, which Swift cannot call.)
static inline int iw_mhd_epoll_fd(struct MHD_Daemon *daemon) {
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_EPOLL_FD);
    return info == NULL ? -1 : info->epoll_fd;
}

/// How long the caller's loop may wait before MHD_run must run (connection time-outs), in
/// milliseconds, at most `ceiling`; `ceiling` when MHD has no time-out pending.
static inline int iw_mhd_timeout_ms(struct MHD_Daemon *daemon, int ceiling) {
    MHD_UNSIGNED_LONG_LONG timeout = 0;
    if (MHD_get_timeout(daemon, &timeout) != MHD_YES) return ceiling;
    return timeout < (MHD_UNSIGNED_LONG_LONG)ceiling ? (int)timeout : ceiling;
}

#include <sys/epoll.h>
#include <sys/eventfd.h>

/// Adds (or, with `modify`, changes) `fd` in the epoll set `ep`, waiting for `events`, reported with
/// `tag`. (struct epoll_event is packed, with a union, which these keep out of Swift.)
static inline int iw_epoll_set(int ep, int fd, uint32_t events, uint64_t tag, int modify) {
    struct epoll_event event;
    event.events = events;
    event.data.u64 = tag;
    return epoll_ctl(ep, modify ? EPOLL_CTL_MOD : EPOLL_CTL_ADD, fd, &event);
}

/// Takes `fd` out of the epoll set `ep`.
static inline int iw_epoll_remove(int ep, int fd) {
    struct epoll_event unused;
    return epoll_ctl(ep, EPOLL_CTL_DEL, fd, &unused);
}

/// Waits on `ep` for at most `timeout` ms; writes up to `max` ready tags and their events; returns
/// how many (-1 on error, errno set).
static inline int iw_epoll_wait(int ep, uint64_t *tags, uint32_t *events, int max, int timeout) {
    struct epoll_event ready[16];
    if (max > 16) max = 16;
    int n = epoll_wait(ep, ready, max, timeout);
    for (int i = 0; i < n; i++) {
        tags[i] = ready[i].data.u64;
        events[i] = ready[i].events;
    }
    return n;
}

/// An eventfd, close-on-exec and non-blocking, that another thread writes to wake the loop.
static inline int iw_wake_fd(void) {
    return eventfd(0, EFD_CLOEXEC | EFD_NONBLOCK);
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
