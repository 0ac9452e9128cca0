/*
 * server.c — the HTTP server of CHTTP.h on libmicrohttpd, loaded with dlopen on first use.
 */
#include "CHTTP.h"
#include <arpa/inet.h>
#include <dlfcn.h>
#include <errno.h>
#include <netinet/in.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <time.h>
#include <microhttpd.h>

/* The libmicrohttpd functions used here, typed by the header's own prototypes. */
#define MHD_FUNCTIONS(X) X(MHD_start_daemon) X(MHD_stop_daemon) X(MHD_get_daemon_info) \
    X(MHD_get_connection_values) X(MHD_create_response_from_callback) X(MHD_create_response_from_buffer) \
    X(MHD_add_response_header) X(MHD_queue_response) X(MHD_destroy_response)
static struct {
#define FIELD(name) __typeof__(&name) name;
    MHD_FUNCTIONS(FIELD)
#undef FIELD
} mhd;
static const char *mhd_failure;
static pthread_once_t mhd_once = PTHREAD_ONCE_INIT;

static void mhd_load(void) {
    void *h = dlopen("libmicrohttpd.so.12", RTLD_NOW | RTLD_LOCAL);
    if (h == NULL) {
        mhd_failure = "cannot load libmicrohttpd (install libmicrohttpd12, or run tools/setup.sh)";
        return;
    }
#define LOAD(name) if ((mhd.name = (__typeof__(&name))dlsym(h, #name)) == NULL) { \
        mhd_failure = "libmicrohttpd has no " #name; return; }
    MHD_FUNCTIONS(LOAD)
#undef LOAD
}

/* The last message published and its number: every event stream sends each new one once. */
struct cartlua_http_server {
    struct MHD_Daemon *daemon;
    cartlua_http_handler handler;
    void *context;
    pthread_mutex_t lock;
    pthread_cond_t published;
    char *message;
    size_t message_length;
    unsigned long generation;
    int stopping;
    unsigned short port;
};

/* One event stream's place: the frame being sent and the message number it carries. */
typedef struct cartlua_http_stream {
    cartlua_http_server *server;
    unsigned long sent;
    char *frame;
    size_t length, offset;
} cartlua_http_stream;

#define CARTLUA_HTTP_MAX_QUERY 64

typedef struct cartlua_http_query {
    int count;
    const char *names[CARTLUA_HTTP_MAX_QUERY];
    const char *values[CARTLUA_HTTP_MAX_QUERY];
} cartlua_http_query;

static enum MHD_Result cartlua_http_query_value(void *cls, enum MHD_ValueKind kind, const char *key, const char *value) {
    (void)kind;
    cartlua_http_query *q = (cartlua_http_query *)cls;
    if (q->count >= CARTLUA_HTTP_MAX_QUERY) return MHD_NO;
    q->names[q->count] = key;
    q->values[q->count] = value;
    q->count++;
    return MHD_YES;
}

/* "data: " before each line of the message, a blank line after: one Server-Sent Event. */
static char *cartlua_http_frame(const char *message, size_t length, size_t *out) {
    size_t lines = 1;
    for (size_t i = 0; i < length; i++) if (message[i] == '\n') lines++;
    char *frame = (char *)malloc(length + 6 * lines + 2);
    if (frame == NULL) return NULL;
    size_t n = 0;
    memcpy(frame + n, "data: ", 6); n += 6;
    for (size_t i = 0; i < length; i++) {
        frame[n++] = message[i];
        if (message[i] == '\n') { memcpy(frame + n, "data: ", 6); n += 6; }
    }
    frame[n++] = '\n'; frame[n++] = '\n';
    *out = n;
    return frame;
}

/* The event stream's reader: the rest of the frame being sent; else the next message, waiting
 * for it (a comment every 15 s keeps proxies and the browser from closing the stream). */
static ssize_t cartlua_http_stream_read(void *cls, uint64_t pos, char *buf, size_t max) {
    (void)pos;
    cartlua_http_stream *s = (cartlua_http_stream *)cls;
    cartlua_http_server *server = s->server;
    if (s->frame != NULL && s->offset < s->length) {
        size_t n = s->length - s->offset < max ? s->length - s->offset : max;
        memcpy(buf, s->frame + s->offset, n);
        s->offset += n;
        return (ssize_t)n;
    }
    free(s->frame);
    s->frame = NULL;
    pthread_mutex_lock(&server->lock);
    while (!server->stopping && server->generation == s->sent) {
        struct timespec until;
        clock_gettime(CLOCK_REALTIME, &until);
        until.tv_sec += 15;
        if (pthread_cond_timedwait(&server->published, &server->lock, &until) == ETIMEDOUT) break;
    }
    if (server->stopping) {
        pthread_mutex_unlock(&server->lock);
        return MHD_CONTENT_READER_END_OF_STREAM;
    }
    if (server->generation == s->sent) {
        pthread_mutex_unlock(&server->lock);
        static const char keepalive[] = ": keep-alive\n\n";
        size_t n = sizeof keepalive - 1 < max ? sizeof keepalive - 1 : max;
        memcpy(buf, keepalive, n);
        return (ssize_t)n;
    }
    s->frame = cartlua_http_frame(server->message, server->message_length, &s->length);
    s->sent = server->generation;
    pthread_mutex_unlock(&server->lock);
    if (s->frame == NULL) return MHD_CONTENT_READER_END_WITH_ERROR;
    s->offset = 0;
    return cartlua_http_stream_read(cls, pos, buf, max);
}

static void cartlua_http_stream_free(void *cls) {
    cartlua_http_stream *s = (cartlua_http_stream *)cls;
    free(s->frame);
    free(s);
}

static enum MHD_Result cartlua_http_access(void *cls, struct MHD_Connection *connection, const char *url,
                                           const char *method, const char *version, const char *upload_data,
                                           size_t *upload_data_size, void **req_cls) {
    (void)version; (void)upload_data;
    cartlua_http_server *server = (cartlua_http_server *)cls;
    /* A request with a body is answered once the body has been read (and ignored). */
    if (*req_cls == NULL) { *req_cls = (void *)1; return MHD_YES; }
    if (*upload_data_size != 0) { *upload_data_size = 0; return MHD_YES; }

    cartlua_http_query q = {0};
    mhd.MHD_get_connection_values(connection, MHD_GET_ARGUMENT_KIND, cartlua_http_query_value, &q);
    cartlua_http_reply reply = {404, NULL, NULL, 0, 0};
    if (q.count >= CARTLUA_HTTP_MAX_QUERY) {
        reply.status = 400;
        reply.body = strdup("too many query parameters\n");
        reply.length = reply.body ? strlen(reply.body) : 0;
    } else {
        server->handler(server->context, method, url, q.count, q.names, q.values, &reply);
    }
    struct MHD_Response *response;
    if (reply.events) {
        cartlua_http_stream *s = (cartlua_http_stream *)calloc(1, sizeof *s);
        if (s == NULL) return MHD_NO;
        s->server = server;
        response = mhd.MHD_create_response_from_callback(MHD_SIZE_UNKNOWN, 64 * 1024, cartlua_http_stream_read, s,
                                                     cartlua_http_stream_free);
        free(reply.content_type);
        if (response == NULL) { free(s); return MHD_NO; }
        mhd.MHD_add_response_header(response, "Content-Type", "text/event-stream");
        mhd.MHD_add_response_header(response, "Cache-Control", "no-store");
    } else {
        response = mhd.MHD_create_response_from_buffer(reply.length, reply.body ? reply.body : (char *)"",
                                                   MHD_RESPMEM_MUST_COPY);
        free(reply.body);
        if (response == NULL) { free(reply.content_type); return MHD_NO; }
        mhd.MHD_add_response_header(response, "Content-Type",
                                reply.content_type ? reply.content_type : "text/plain; charset=utf-8");
        free(reply.content_type);
        mhd.MHD_add_response_header(response, "Cache-Control", "no-store");
    }
    /* The page is served to itself only: no other site may frame it or read it. */
    mhd.MHD_add_response_header(response, "X-Content-Type-Options", "nosniff");
    mhd.MHD_add_response_header(response, "X-Frame-Options", "DENY");
    enum MHD_Result r = mhd.MHD_queue_response(connection, reply.status, response);
    mhd.MHD_destroy_response(response);
    return r;
}

cartlua_http_server *cartlua_http_start(const char *host, unsigned short port,
                                                      cartlua_http_handler handler, void *context,
                                                      char *error, size_t error_size) {
    pthread_once(&mhd_once, mhd_load);
    if (mhd_failure != NULL) { snprintf(error, error_size, "%s", mhd_failure); return NULL; }
    struct sockaddr_in address;
    memset(&address, 0, sizeof address);
    address.sin_family = AF_INET;
    address.sin_port = htons(port);
    if (inet_pton(AF_INET, host, &address.sin_addr) != 1) {
        snprintf(error, error_size, "not an IPv4 address: %s", host);
        return NULL;
    }
    cartlua_http_server *server = (cartlua_http_server *)calloc(1, sizeof *server);
    if (server == NULL) { snprintf(error, error_size, "out of memory"); return NULL; }
    server->handler = handler;
    server->context = context;
    pthread_mutex_init(&server->lock, NULL);
    pthread_cond_init(&server->published, NULL);
    errno = 0;
    server->daemon = mhd.MHD_start_daemon(MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_THREAD_PER_CONNECTION,
                                      port, NULL, NULL, cartlua_http_access, server,
                                      MHD_OPTION_SOCK_ADDR, (struct sockaddr *)&address,
                                      MHD_OPTION_CONNECTION_TIMEOUT, (unsigned int)0,
                                      MHD_OPTION_END);
    if (server->daemon == NULL) {
        int e = errno;
        snprintf(error, error_size, "cannot listen on %s:%u%s%s", host, (unsigned)port,
                 e ? ": " : "", e ? strerror(e) : "");
        pthread_cond_destroy(&server->published);
        pthread_mutex_destroy(&server->lock);
        free(server);
        return NULL;
    }
    const union MHD_DaemonInfo *info = mhd.MHD_get_daemon_info(server->daemon, MHD_DAEMON_INFO_BIND_PORT);
    server->port = info ? info->port : port;
    return server;
}

int cartlua_http_publish(cartlua_http_server *server, const char *message, size_t length) {
    char *copy = (char *)malloc(length ? length : 1);
    if (copy == NULL) return 0;
    memcpy(copy, message, length);
    pthread_mutex_lock(&server->lock);
    free(server->message);
    server->message = copy;
    server->message_length = length;
    server->generation++;
    pthread_cond_broadcast(&server->published);
    pthread_mutex_unlock(&server->lock);
    return 1;
}

void cartlua_http_stop(cartlua_http_server *server) {
    pthread_mutex_lock(&server->lock);
    server->stopping = 1;
    pthread_cond_broadcast(&server->published);
    pthread_mutex_unlock(&server->lock);
    mhd.MHD_stop_daemon(server->daemon);
    pthread_cond_destroy(&server->published);
    pthread_mutex_destroy(&server->lock);
    free(server->message);
    free(server);
}

char *cartlua_http_copy(const char *text, size_t length) {
    char *p = (char *)malloc(length + 1);
    if (p != NULL) { memcpy(p, text, length); p[length] = 0; }
    return p;
}

unsigned short cartlua_http_port(const cartlua_http_server *server) { return server->port; }
