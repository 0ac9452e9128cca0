/*
 * CHTTP — a local HTTP server for `cartlua preview`, on GNU libmicrohttpd (Debian's
 * libmicrohttpd-dev), behind functions Swift can call: MHD_start_daemon and the value iterators
 * are variadic or take callbacks, so the daemon is started, requests are answered and
 * Server-Sent Events are streamed in server.c.
 *
 * libmicrohttpd pulls in GnuTLS and a dozen more libraries; linked normally, every `cartlua`
 * start would load them although only `preview` serves. So it is loaded with dlopen on the
 * first `cartlua_http_start` (as CRaster loads cairo). Building needs the header only.
 *
 * Threads: one thread per connection (MHD_USE_THREAD_PER_CONNECTION), so an event stream may
 * block until the next message is published; the handler is called on those threads.
 */
#ifndef CARTLUA_CHTTP_H
#define CARTLUA_CHTTP_H
#include <stddef.h>

/* What the handler answers: a body and its content type (both malloc'd, e.g. with
 * cartlua_http_copy; freed once libmicrohttpd has copied them), or, with `events` set, the
 * stream of published messages. */
typedef struct cartlua_http_reply {
    unsigned int status;
    char *content_type;
    char *body;
    size_t length;
    int events;
} cartlua_http_reply;

/* The request: method, path (percent-decoded) and the query's decoded names and values (a name
 * without "=" has the value NULL). */
typedef void (*cartlua_http_handler)(void *context, const char *method, const char *path, int count,
                                     const char *const *names, const char *const *values,
                                     cartlua_http_reply *reply);

typedef struct cartlua_http_server cartlua_http_server;

/* Starts serving on `host` (an IPv4 address) and `port` (0: any free port). NULL on failure,
 * with a reason in `error` (libmicrohttpd missing, the address, the port taken). */
cartlua_http_server *cartlua_http_start(const char *host, unsigned short port, cartlua_http_handler handler,
                                        void *context, char *error, size_t error_size);
/* The port it listens on. */
unsigned short cartlua_http_port(const cartlua_http_server *server);
/* Makes `message` (copied) the one every event stream sends next, and the first one a stream
 * opened later sends. 0 when out of memory. */
int cartlua_http_publish(cartlua_http_server *server, const char *message, size_t length);
/* Ends every event stream, stops the daemon (its threads joined) and frees the server. */
void cartlua_http_stop(cartlua_http_server *server);
/* A NUL-terminated malloc'd copy of `length` bytes of `text`, for a reply. */
char *cartlua_http_copy(const char *text, size_t length);
#endif
