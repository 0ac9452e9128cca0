/* reference.c: the coins-N benchmark scene (Benchmarks/coins.lua) evaluated in C, the same
 * math as reference.lua; tuned as ../shared/bench/c_ref.c is (the same program, kept here for
 * anyone with only the repository; `make bench` times it beside cartlua).
 *
 *   cc -O2 -ffp-contract=off -o reference Benchmarks/reference.c -lm
 *   ./reference [N] [--no-output]
 *
 * With output it writes the same JSON Lines as reference.lua (byte for byte: the same
 * operations in the same order on IEEE doubles, the same libm, and a number formatter that
 * rounds exactly like printf("%.4f")). --no-output evaluates every layer-sample the same way
 * but formats nothing: a floor for the cost of evaluating the scene. It prints a checksum and
 * the layer-sample count on stderr so the work cannot be optimised away.
 *
 * Time is kept in integer ticks of 1/3000 s (the LCM of 1/60 s and 1/1000 s). Coin i (1..N)
 * is added at tick 3i; its 1 s group ends at tick 3i + 3000, where the delegate removes it.
 * Sample k is at tick 50k; coin i is live there when 3i <= 50k < 3i + 3000.
 * -ffp-contract=off keeps a*b+c as two roundings, as Lua computes it.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* ---- output buffer ------------------------------------------------------------------- */
static char out[1 << 16];
static size_t outn;

static void flush_out(void) {
    size_t off = 0;
    while (off < outn) {
        ssize_t w = write(1, out + off, outn - off);
        if (w <= 0) { perror("write"); exit(1); }
        off += (size_t)w;
    }
    outn = 0;
}
static inline void reserve(size_t n) { if (outn + n > sizeof out) flush_out(); }
static inline void put(const char *s, size_t n) { memcpy(out + outn, s, n); outn += n; }
#define PUTS(lit) put(lit, sizeof(lit) - 1)

/* ---- numbers: exactly printf("%.4f"), trailing zeros and dot dropped, -0 as 0 ---------- */
static void put_slow(double x) {          /* ties (and huge values): the C library decides */
    char tmp[64];
    int len = snprintf(tmp, sizeof tmp, "%.4f", x);
    while (len > 0 && tmp[len - 1] == '0') len--;
    if (len > 0 && tmp[len - 1] == '.') len--;
    if (len == 2 && tmp[0] == '-' && tmp[1] == '0') { tmp[0] = '0'; len = 1; }
    put(tmp, (size_t)len);
}

/* Digits of 0..9999 ("17") and of fractions 1..9999 (".0017", ".5"), made once. */
static char INTS[10000][4], FRACS[10000][5];
static unsigned char INTN[10000], FRACN[10000];

static void setup_digits(void) {
    for (int n = 0; n < 10000; n++) {
        char tmp[8];
        INTN[n] = (unsigned char)snprintf(tmp, sizeof tmp, "%d", n);
        memcpy(INTS[n], tmp, INTN[n]);
        snprintf(tmp, sizeof tmp, ".%04d", n);
        int len = 5;
        while (len > 1 && tmp[len - 1] == '0') len--;
        FRACN[n] = (unsigned char)(n == 0 ? 0 : len);
        memcpy(FRACS[n], tmp, 5);
    }
}

static inline void put_num(double x) {
    double ax = x < 0 ? -x : x;
    double v = ax * 10000.0;
    if (!(v < 99999999.0)) { put_slow(x); return; }
    double r = floor(v), d = v - r;       /* d is exact; the product's rounding can only */
    if (d > 0.5) r += 1.0;                /* have decided the digit when d == 0.5         */
    else if (d == 0.5) { put_slow(x); return; }
    unsigned q = (unsigned)r;
    if (x < 0 && q > 0) out[outn++] = '-';
    unsigned ip = q / 10000, fp = q % 10000;
    memcpy(out + outn, INTS[ip], 4); outn += INTN[ip];
    memcpy(out + outn, FRACS[fp], 5); outn += FRACN[fp];
}

static void put_int(long long v) {
    char tmp[24];
    int p = 24;
    unsigned long long u = v < 0 ? (unsigned long long)(-v) : (unsigned long long)v;
    do { tmp[--p] = (char)('0' + u % 10); u /= 10; } while (u);
    if (v < 0) tmp[--p] = '-';
    put(tmp + p, (size_t)(24 - p));
}

/* ---- path: quadratic Bezier B(t) = (A t + B) t + P0, paced by arc length ------------- */
static const double P0x = 60, P0y = 700, P1x = 320, P1y = 700, P2x = 320, P2y = 90;
static double Ax, Bx, Ay, By;

static double speed(double t) {
    double dx = 2 * Ax * t + Bx, dy = 2 * Ay * t + By;
    return sqrt(dx * dx + dy * dy);
}

static const double GX[5] = {-0.9061798459386640, -0.5384693101056831, 0.0,
                             0.5384693101056831, 0.9061798459386640};
static const double GW[5] = {0.2369268850561891, 0.4786286704993665, 0.5688888888888889,
                             0.4786286704993665, 0.2369268850561891};

static double arc(double a, double b) {   /* 5-point Gauss-Legendre on [a, b] */
    double h = (b - a) * 0.5, m = (a + b) * 0.5, s = 0.0;
    for (int q = 0; q < 5; q++) s = s + GW[q] * speed(m + h * GX[q]);
    return s * h;
}

enum { KT = 64, M = 1024 };
static double CUM[KT + 1], L;
static double C0[M], C1[M], C2[M], C3[M];

static double t_at_length(double s) {     /* the exact inverse of the arc length (setup) */
    int j = 0;
    while (j < KT - 1 && CUM[j + 1] <= s) j++;
    double ta = (double)j / KT;
    double t = ta + (s - CUM[j]) / (CUM[j + 1] - CUM[j]) / KT;
    for (int it = 0; it < 8; it++) {
        double dt = (CUM[j] + arc(ta, t) - s) / speed(t);
        t = t - dt;
        if (dt < 1e-14 && dt > -1e-14) break;
    }
    return t;
}

static void setup_path(void) {
    Ax = P0x - 2 * P1x + P2x; Bx = 2 * (P1x - P0x);
    Ay = P0y - 2 * P1y + P2y; By = 2 * (P1y - P0y);
    CUM[0] = 0.0;
    for (int j = 1; j <= KT; j++) CUM[j] = CUM[j - 1] + arc((double)(j - 1) / KT, (double)j / KT);
    L = CUM[KT];
    static double tn[M + 1], mn[M + 1];
    double ds = L / M;
    for (int j = 0; j <= M; j++) {
        tn[j] = j == 0 ? 0.0 : (j == M ? 1.0 : t_at_length(L * j / M));
        mn[j] = ds / speed(tn[j]);
    }
    for (int j = 0; j < M; j++) {         /* cubic Hermite of t(s) on each interval */
        double p0 = tn[j], p1 = tn[j + 1], m0 = mn[j], m1 = mn[j + 1];
        C0[j] = p0; C1[j] = m0;
        C2[j] = 3 * (p1 - p0) - 2 * m0 - m1;
        C3[j] = 2 * (p0 - p1) + m0 + m1;
    }
}

/* ---- timing function: cubic-bezier, Newton seeded from a table, bisection fallback ---- */
enum { TF_SEEDS = 256 };
typedef struct { double ax, bx, cx, ay, by, cy, seed[TF_SEEDS + 1]; } TF;

static TF tf_make(double x1, double y1, double x2, double y2) {
    TF f;
    f.cx = 3 * x1; f.bx = 3 * (x2 - x1) - f.cx; f.ax = 1 - f.cx - f.bx;
    f.cy = 3 * y1; f.by = 3 * (y2 - y1) - f.cy; f.ay = 1 - f.cy - f.by;
    for (int i = 0; i <= TF_SEEDS; i++) {      /* t where X(t) = i/S, by bisection */
        double x = (double)i / TF_SEEDS, t0 = 0.0, t1 = 1.0;
        for (int it = 0; it < 52; it++) {
            double t = (t0 + t1) * 0.5;
            if (((f.ax * t + f.bx) * t + f.cx) * t < x) t0 = t; else t1 = t;
        }
        f.seed[i] = (t0 + t1) * 0.5;
    }
    return f;
}

static double tf_eval(const TF *f, double x) {
    double u = x * TF_SEEDS;
    double iu = floor(u);
    int i = (int)iu;
    if (i >= TF_SEEDS) i = TF_SEEDS - 1;
    double t0 = f->seed[i], t1 = f->seed[i + 1];
    double t = t0 + (t1 - t0) * (u - i);
    for (int it = 0; it < 8; it++) {
        double e = ((f->ax * t + f->bx) * t + f->cx) * t - x;
        if (e < 1e-12 && e > -1e-12) return ((f->ay * t + f->by) * t + f->cy) * t;
        double d = (3 * f->ax * t + 2 * f->bx) * t + f->cx;
        if (d < 1e-9 && d > -1e-9) break;
        t = t - e / d;
    }
    t = (t0 + t1) * 0.5;
    for (int it = 0; it < 64; it++) {
        double e = ((f->ax * t + f->bx) * t + f->cx) * t - x;
        if (e < 1e-12 && e > -1e-12) break;
        if (e < 0) t0 = t; else t1 = t;
        t = (t0 + t1) * 0.5;
    }
    return ((f->ay * t + f->by) * t + f->cy) * t;
}

/* ---- the run ------------------------------------------------------------------------- */
enum { FPS = 60, TICKS = 3000, STEP = TICKS / FPS };

int main(int argc, char **argv) {
    long long N = 1000;
    int output = 1;
    for (int a = 1; a < argc; a++) {
        if (strcmp(argv[a], "--no-output") == 0) output = 0;
        else {
            char *end;
            N = strtoll(argv[a], &end, 10);
            if (*end || N < 0) { fprintf(stderr, "usage: reference [N] [--no-output]\n"); return 2; }
        }
    }
    setup_digits();
    setup_path();
    TF easeIn = tf_make(0.42, 0, 1, 1);
    const double rot_to = 4 * M_PI;
    const long long end_tick = N > 0 ? 3 * N + TICKS : 0;   /* idle after the last didStop */

    if (output) {
        PUTS("{\"type\":\"header\",\"version\":1,\"script\":\"Benchmarks/coins.lua\",\"fps\":60,"
             "\"screen\":[375,812],\"params\":{\"count\":");
        put_int(N);
        PUTS("}}\n");
    }
    long long next_event = 1, head = 1, tail = 0;   /* live coins are head..tail */
    long long samples = 0;
    double checksum = 0;

    for (long long k = 0;; k++) {
        long long tick = STEP * k;
        long long upto = tick <= end_tick ? tick : end_tick;
        for (; 3 * next_event <= upto; next_event++) {     /* events, in (time, seq) order */
            long long i = next_event, j = i - 1000;
            if (output) {
                reserve(512);
                if (i <= N) {
                    PUTS("{\"type\":\"event\",\"t\":"); put_num((double)i / 1000);
                    PUTS(",\"event\":\"after\"}\n");
                }
                if (j >= 1 && j <= N) {
                    PUTS("{\"type\":\"event\",\"t\":"); put_num((double)i / 1000);
                    PUTS(",\"event\":\"animationDidStop\",\"layer\":\"coin"); put_int(j);
                    PUTS("\",\"key\":\"coin\",\"finished\":true}\n");
                }
                if (i <= N) {
                    PUTS("{\"type\":\"event\",\"t\":"); put_num((double)i / 1000);
                    PUTS(",\"event\":\"animationDidStart\",\"layer\":\"coin"); put_int(i);
                    PUTS("\",\"key\":\"coin\"}\n");
                }
            }
            if (j >= 1 && j <= N) head++;
            if (i <= N) tail++;
        }
        if (tick > end_tick) break;

        char pre[64];
        size_t pren = 0;
        if (output) {
            reserve(1024);
            size_t save = outn;
            PUTS("{\"type\":\"sample\",\"t\":"); put_num((double)k / FPS); PUTS(",\"layer\":\"");
            pren = outn - save;
            memcpy(pre, out + save, pren);
            PUTS("window\",\"position\":[187.5,406],\"bounds\":[0,0,375,812],"
                 "\"anchorPoint\":[0.5,0.5],\"opacity\":1,\"scale\":[1,1],\"rotation\":0,"
                 "\"translation\":[0,0],\"hidden\":false,\"zPosition\":0,\"superlayer\":null,\"cornerRadius\":0,\"backgroundColor\":null,\"contents\":null}\n");
        }
        samples++;

        for (long long c = head; c <= tail; c++) {
            double f = (double)(tick - 3 * c) / TICKS;    /* group time = child time */

            double u = f * M;
            double jf = floor(u);
            double h = u - jf;
            int j = (int)jf;
            double t = ((C3[j] * h + C2[j]) * h + C1[j]) * h + C0[j];
            double x = (Ax * t + Bx) * t + P0x;
            double y = (Ay * t + By) * t + P0y;
            double s = 1 + (0.5 - 1) * tf_eval(&easeIn, f);
            double th = 0 + rot_to * f;
            double rot = atan2(sin(th), cos(th));
            double op = 1 + (0.3 - 1) * f;
            samples++;

            if (!output) { checksum += x + y + s + rot + op; continue; }
            reserve(512);
            put(pre, pren);
            PUTS("coin"); put_int(c); PUTS("\",\"position\":[");
            put_num(x); PUTS(","); put_num(y);
            PUTS("],\"bounds\":[0,0,24,24],\"anchorPoint\":[0.5,0.5],\"opacity\":"); put_num(op);
            PUTS(",\"scale\":["); put_num(s); PUTS(","); put_num(s);
            PUTS("],\"rotation\":"); put_num(rot);
            PUTS(",\"translation\":[0,0],\"hidden\":false,\"zPosition\":0,\"superlayer\":\"window\",\"cornerRadius\":0,\"backgroundColor\":\"#ffc107ff\",\"contents\":null}\n");
        }
    }
    if (output) {
        reserve(128);
        PUTS("{\"type\":\"end\",\"t\":"); put_num((double)end_tick / TICKS);
        PUTS(",\"reason\":\"idle\"}\n");
        flush_out();
    } else {
        fprintf(stderr, "reference --no-output: %lld layer-samples, checksum %.6f\n", samples, checksum);
    }
    return 0;
}
