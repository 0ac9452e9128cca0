/*
 * reference.c — the benchmark scene of Benchmarks/stress_coins.lua, hand-written in C.
 *
 * n coins, coin i leaving at i × spacing s, each a 1 s group of a paced quad-curve position
 * keyframe, rotation.z 0→2π, scale 1→0.3 and opacity 1→0.2, removed on landing; sampled at
 * 60 fps until idle. It writes the very JSON Lines trace of
 *
 *     cartlua run Benchmarks/stress_coins.lua --set n=N
 *
 * byte for byte (header, events, samples of the window then the coins, the end record), using
 * the engine's arithmetic where the printed digits depend on it:
 *   - virtual time in integer ticks of 1/705,600,000 s (Sources/CartRun/VirtualClock.swift);
 *   - event order at one instant: delayed calls, then stops, then starts (EventQueue.swift:
 *     by scene sequence; calls were scheduled first, a new attachment is newest);
 *   - the stop tick: the first tick where (t − begin) ≥ 1 − 1e−9 (MediaTiming, firstTick);
 *   - paced position: 16-piece arc-length table of 10-point Gauss–Legendre sums, then Newton
 *     kept inside the piece with a bisection fallback (Path/PathMeasure.swift), so the
 *     parameter stops where the engine's stops;
 *   - opacity stored as a Float (LayerState.opacity), so printed from a float;
 *   - numbers: round(x × 10⁴) half away from zero, trailing zeros dropped, −0 as 0
 *     (Sources/CartOutput/NumberFormat.swift), with a table of the 10⁴ decimal tails.
 * Rotation and scale are written in closed form (2πf wrapped into (−π, π], 1 − 0.7f): the engine
 * gets them through a decompose/recompose of the transform, which changes them by a few ulps
 * only; on this scene's time grid they are never near a rounding boundary of the 4th decimal
 * (checked with cmp against the engine's own traces).
 *
 * Build:  cc -O2 -o reference Benchmarks/reference.c -lm
 * Run:    ./reference [n=N] [spacing=S] [maxtime=T] [format=jsonl|none|count] [script=PATH]
 *   n, spacing  the scene's params (defaults 1000 and 0.001)
 *   maxtime     cartlua's --max-time: the cap of a run that is not idle by then (default 60)
 *   format      jsonl (default) writes the trace to stdout; none computes every value of
 *               every sample and writes nothing (cartlua's --format none); count prints
 *               only the number of sample lines (layer-samples, the window's included)
 *   script      the path the header names (default Benchmarks/stress_coins.lua)
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifndef M_PI /* strict ISO modes leave it out */
#define M_PI 3.14159265358979323846
#endif

typedef int64_t Tick;
#define TPS 705600000LL /* ticks per second */

/* ---- output ---------------------------------------------------------------------------- */

static char obuf[1 << 20];
static size_t olen;
static int output_on = 1;
static int count_only = 0;      /* format=count: print the number of sample lines, nothing else */
static long long sample_lines;

static void flush_out(void) {
    if (olen) fwrite(obuf, 1, olen, stdout);
    olen = 0;
}
/* Room for one line (the longest is well under 512 bytes). */
static inline char *room(void) {
    if (olen > sizeof obuf - 1024) flush_out();
    return obuf + olen;
}
static inline void done(char *p) { olen = (size_t)(p - obuf); }

static inline char *put(char *p, const char *s, size_t n) {
    memcpy(p, s, n);
    return p + n;
}
#define PUT(p, lit) put((p), (lit), sizeof(lit) - 1)

/* ".dddd" with trailing zeros dropped, per value of the 4 decimals ("" for 0). */
static char frac_text[10000][5];
static unsigned char frac_len[10000];

static void init_fracs(void) {
    for (int f = 0; f < 10000; f++) {
        int len = 0;
        if (f) {
            char d[4] = {(char)('0' + f / 1000), (char)('0' + f / 100 % 10), (char)('0' + f / 10 % 10),
                         (char)('0' + f % 10)};
            int count = 4;
            while (d[count - 1] == '0') count--;
            frac_text[f][0] = '.';
            memcpy(frac_text[f] + 1, d, (size_t)count);
            len = count + 1;
        }
        frac_len[f] = (unsigned char)len;
    }
}

static inline char *put_int(char *p, int64_t v) {
    char tmp[24];
    int k = 0;
    do {
        tmp[k++] = (char)('0' + v % 10);
        v /= 10;
    } while (v);
    while (k) *p++ = tmp[--k];
    return p;
}

/* The trace's number format (NumberFormat.append). */
static inline char *put_num(char *p, double x) {
    if (!isfinite(x)) return PUT(p, "null");
    double scaled = round(x * 10000.0);
    if (fabs(scaled) >= 9e15) return p + sprintf(p, "%.17g", x); /* never in this scene */
    int64_t n = (int64_t)scaled;
    if (n == 0) {
        *p++ = '0';
        return p;
    }
    if (n < 0) {
        *p++ = '-';
        n = -n;
    }
    p = put_int(p, n / 10000);
    int f = (int)(n % 10000);
    memcpy(p, frac_text[f], 5);
    return p + frac_len[f];
}

/* ---- the path: a quad curve from A through control C to B ---------------------------- */

static const double Ax = 40, Ay = 700, Cx = 320, Cy = 700, Bx = 320, By = 100;
#define PIECES 16
static double table[PIECES + 1]; /* cumulative length at t = i/16 */
static double total_length;

static const double gl_nodes[5] = {0.1488743389816312108848260, 0.4333953941292471907992659,
                                   0.6794095682990244062343274, 0.8650633666889845107320967,
                                   0.9739065285171717200779640};
static const double gl_weights[5] = {0.2955242247147528701738930, 0.2692667193099963550912269,
                                     0.2190863625159820439955349, 0.1494513397426017301546697,
                                     0.0666713443086881375935688};

/* |B'(t)| = |(C − A)·2u + (B − C)·2t|. */
static inline double speed_at(double t) {
    double u = 1 - t;
    double dx = (Cx - Ax) * (2 * u) + (Bx - Cx) * (2 * t);
    double dy = (Cy - Ay) * (2 * u) + (By - Cy) * (2 * t);
    return sqrt(dx * dx + dy * dy);
}

/* 10-point Gauss–Legendre of the speed on [a, b]. */
static inline double gauss_legendre(double a, double b) {
    double mid = (a + b) / 2, half = (b - a) / 2, sum = 0;
    for (int i = 0; i < 5; i++) {
        double x = gl_nodes[i] * half;
        sum += gl_weights[i] * (speed_at(mid + x) + speed_at(mid - x));
    }
    return sum * half;
}

static void init_path(void) {
    double acc = 0;
    table[0] = 0;
    for (int i = 0; i < PIECES; i++) {
        acc += gauss_legendre((double)i / PIECES, (double)(i + 1) / PIECES);
        table[i + 1] = acc;
    }
    total_length = 0 + acc;
}

/* The curve parameter at arc length `distance` (PathMeasure.parameter). */
static double parameter_at(double distance) {
    double total = table[PIECES];
    if (distance <= 0 || total <= 0) return distance <= 0 ? 0 : 1;
    if (distance >= total) return 1;
    int lo = 0, hi = PIECES;
    while (hi - lo > 1) {
        int mid = (lo + hi) / 2;
        if (table[mid] <= distance) lo = mid; else hi = mid;
    }
    const double n = PIECES;
    double a = lo / n, b = (lo + 1) / n;
    double base = table[lo], piece = table[lo + 1] - table[lo];
    double t = a + (piece > 0 ? (distance - base) / piece : 0) / n;
    double tol = 1e-9 * (total > 1 ? total : 1);
    double start = lo / n;
    for (int it = 0; it < 50; it++) {
        double err = base + gauss_legendre(start, t) - distance;
        if (fabs(err) < tol) return t;
        if (err > 0) b = t; else a = t;
        double sp = speed_at(t);
        double next = sp > 0 ? t - err / sp : (a + b) / 2;
        if (!(next > a && next < b)) next = (a + b) / 2;
        t = next;
    }
    return t;
}

/* ---- the scene ------------------------------------------------------------------------ */

static Tick nearest_tick(double seconds) { return (Tick)round(seconds * (double)TPS); }
static double seconds_of(Tick t) { return (double)t / (double)TPS; }

/* The stop tick of an animation that began at tick b: first tick with T ≥ 1 − 1e−9. */
static int reached_end(Tick tick, double begin) { return seconds_of(tick) - begin >= 1.0 - 1e-9; }
static Tick stop_tick(Tick b) {
    double begin = seconds_of(b);
    Tick t = b + TPS;
    while (!reached_end(t, begin)) t++;
    while (t - 1 > b && reached_end(t - 1, begin)) t--;
    return t;
}

/* One sample: the window, then the live coins lo..hi−1 (tree order) at time t ("t" in tbuf). */
static double sum;
static void write_sample(double t, const char *tbuf, size_t tlen, long long lo, long long hi,
                         const double *begin_sec) {
    const double two_pi = 2 * M_PI;
    char *p;
    sample_lines += 1 + (hi - lo);
    if (output_on) {
        p = room();
        p = PUT(p, "{\"type\":\"sample\",\"t\":");
        p = put(p, tbuf, tlen);
        p = PUT(p, ",\"layer\":\"window\",\"position\":[187.5,406],\"bounds\":[0,0,375,812],"
                   "\"anchorPoint\":[0.5,0.5],\"opacity\":1,\"scale\":[1,1],\"rotation\":0,"
                   "\"translation\":[0,0],\"hidden\":false,\"zPosition\":0,\"superlayer\":null,"
                   "\"cornerRadius\":0,\"backgroundColor\":null,\"contents\":null}\n");
        done(p);
    }
    for (long long i = lo; i < hi; i++) {
        double f = t - begin_sec[i]; /* the group's and every child's fraction */
        double s = (f < 0 ? 0 : f > 1 ? 1 : f) * total_length;
        double pt = parameter_at(s), pu = 1 - pt;
        double k0 = pu * pu, k1 = 2 * pu * pt, k2 = pt * pt;
        double x = k0 * Ax + k1 * Cx + k2 * Bx, y = k0 * Ay + k1 * Cy + k2 * By;
        double rot = two_pi * f;
        if (rot > M_PI) rot -= two_pi;
        double scale = 1 + (0.3 - 1) * f;
        double opacity = (double)(float)(1 + (0.2 - 1) * f);
        if (output_on) {
            p = room();
            p = PUT(p, "{\"type\":\"sample\",\"t\":");
            p = put(p, tbuf, tlen);
            p = PUT(p, ",\"layer\":\"coin");
            p = put_int(p, i);
            p = PUT(p, "\",\"position\":[");
            p = put_num(p, x);
            *p++ = ',';
            p = put_num(p, y);
            p = PUT(p, "],\"bounds\":[0,0,24,24],\"anchorPoint\":[0.5,0.5],\"opacity\":");
            p = put_num(p, opacity);
            p = PUT(p, ",\"scale\":[");
            char *s0 = p;
            p = put_num(p, scale);
            size_t sl = (size_t)(p - s0);
            *p++ = ',';
            p = put(p, s0, sl);
            p = PUT(p, "],\"rotation\":");
            p = put_num(p, rot);
            p = PUT(p, ",\"translation\":[0,0],\"hidden\":false,\"zPosition\":0,\"superlayer\":\"window\","
                       "\"cornerRadius\":12,\"backgroundColor\":\"#ffc107ff\",\"contents\":null}\n");
            done(p);
        } else {
            sum += x + y + rot + scale + opacity;
        }
    }
}

static volatile double checksum_sink;

int main(int argc, char **argv) {
    long long n = 1000;
    double spacing = 0.001, maxtime = 60;
    const char *script = "Benchmarks/stress_coins.lua";
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (!strncmp(a, "n=", 2)) n = atoll(a + 2);
        else if (!strncmp(a, "spacing=", 8)) spacing = atof(a + 8);
        else if (!strncmp(a, "maxtime=", 8)) maxtime = atof(a + 8);
        else if (!strncmp(a, "script=", 7)) script = a + 7;
        else if (!strcmp(a, "format=none")) output_on = 0;
        else if (!strcmp(a, "format=jsonl")) output_on = 1;
        else if (!strcmp(a, "format=count")) output_on = 0, count_only = 1;
        else {
            fprintf(stderr, "usage: %s [n=N] [spacing=S] [maxtime=T] [format=jsonl|none|count] [script=PATH]\n", argv[0]);
            return 2;
        }
    }
    if (n < 0) n = 0;
    init_fracs();
    init_path();

    const int fps = 60;
    Tick *begin_tick = malloc(sizeof(Tick) * (size_t)(n + 1));
    Tick *end_tick = malloc(sizeof(Tick) * (size_t)(n + 1));
    double *begin_sec = malloc(sizeof(double) * (size_t)(n + 1));
    for (long long i = 0; i < n; i++) {
        double delay = (double)i * spacing;
        if (delay < 0) delay = 0;
        begin_tick[i] = nearest_tick(delay);
        begin_sec[i] = seconds_of(begin_tick[i]);
        end_tick[i] = stop_tick(begin_tick[i]);
    }
    const Tick cap = nearest_tick(maxtime > 0 ? maxtime : 0);

    char tbuf[64];
    size_t tlen = 0;
    char *p;
    if (output_on) {
        p = room();
        p = PUT(p, "{\"type\":\"header\",\"version\":1,\"script\":\"");
        p = put(p, script, strlen(script));
        p = PUT(p, "\",\"fps\":60,\"screen\":[375,812],\"params\":{\"n\":");
        p = put_int(p, n); /* n ≥ 0 here; a negative n would print as 0 coins anyway */
        p = PUT(p, ",\"spacing\":");
        p = put_num(p, spacing);
        p = PUT(p, "}}\n");
        done(p);
    }

    long long next_call = 0, next_stop = 0; /* coins [next_stop, next_call) are live */
    long long k = 0;
    Tick now = 0, last_sampled = -1;
    const char *reason = "cap";
    int idle = 0;
    for (;;) {
        Tick sample = (k * TPS + fps / 2) / fps;
        Tick ev = INT64_MAX;
        if (next_call < n) ev = begin_tick[next_call];
        if (next_stop < next_call && end_tick[next_stop] < ev) ev = end_tick[next_stop];
        Tick next = sample < ev ? sample : ev;
        if (next > cap) break;
        now = next;
        double t = seconds_of(now);
        if (output_on) {
            char *q = put_num(tbuf, t);
            tlen = (size_t)(q - tbuf);
        }
        /* Events due now: delayed calls, then stops, then the starts the calls caused. */
        long long first_new = next_call;
        while (next_call < n && begin_tick[next_call] == now) {
            if (output_on) {
                p = room();
                p = PUT(p, "{\"type\":\"event\",\"t\":");
                p = put(p, tbuf, tlen);
                p = PUT(p, ",\"event\":\"after\"}\n");
                done(p);
            }
            next_call++;
        }
        while (next_stop < first_new && end_tick[next_stop] == now) {
            if (output_on) {
                p = room();
                p = PUT(p, "{\"type\":\"event\",\"t\":");
                p = put(p, tbuf, tlen);
                p = PUT(p, ",\"event\":\"animationDidStop\",\"layer\":\"coin");
                p = put_int(p, next_stop);
                p = PUT(p, "\",\"key\":\"fly\",\"finished\":true}\n");
                done(p);
            }
            next_stop++;
        }
        if (output_on) {
            for (long long i = first_new; i < next_call; i++) {
                p = room();
                p = PUT(p, "{\"type\":\"event\",\"t\":");
                p = put(p, tbuf, tlen);
                p = PUT(p, ",\"event\":\"animationDidStart\",\"layer\":\"coin");
                p = put_int(p, i);
                p = PUT(p, "\",\"key\":\"fly\"}\n");
                done(p);
            }
        }
        idle = next_call == n && next_stop == n;
        int write = sample == now || (idle && last_sampled != now);
        if (write) {
            write_sample(t, tbuf, tlen, next_stop, next_call, begin_sec);
            last_sampled = now;
            if (sample == now) k++;
        }
        if (idle) {
            reason = "idle";
            break;
        }
    }
    if (!idle) {
        /* The time cap: one last sample at the cap unless it was just written. */
        fprintf(stderr, "reference: warning: the run did not become idle; stopped at the time cap\n");
        if (cap > now) {
            now = cap;
        }
        double t = seconds_of(now);
        if (output_on) tlen = (size_t)(put_num(tbuf, t) - tbuf);
        if (last_sampled != now) {
            write_sample(t, tbuf, tlen, next_stop, next_call, begin_sec);
        }
    }
    if (output_on) {
        p = room();
        p = PUT(p, "{\"type\":\"end\",\"t\":");
        p = put(p, tbuf, tlen);
        p = PUT(p, ",\"reason\":\"");
        p = put(p, reason, strlen(reason));
        p = PUT(p, "\"}\n");
        done(p);
        flush_out();
    }
    checksum_sink = sum;
    if (count_only) printf("%lld\n", sample_lines);
    free(begin_tick);
    free(end_tick);
    free(begin_sec);
    return 0;
}
