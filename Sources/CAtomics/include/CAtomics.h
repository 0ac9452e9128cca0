/*
 * CAtomics.h — the C11 atomics the sample hand-over needs (CartOutput's SampleCrew.swift).
 *
 * Swift's own atomics (the Synchronization module) live in a shared library of their own, which
 * every run would then load at start (StartupLibrariesTests keeps it out); these are a few
 * inline functions over <stdatomic.h>, compiled into the callers.
 *
 * Every operation is sequentially consistent: the hand-over's sleep protocol needs that of a
 * flag set and a counter read on one side against the counter raised and the flag read on the
 * other (whichever comes second sees the first), and on x86-64 a sequentially consistent load
 * is a plain load anyway.
 */
#ifndef CARTLUA_ATOMICS_H
#define CARTLUA_ATOMICS_H

#include <stdatomic.h>
#include <stdbool.h>

/* Jobs handed over (`posted`, raised by the caller only) and run (`done`, set by the helper
 * only); whether each side is asleep, or about to be. */
typedef struct cartlua_Handoff {
    atomic_long posted, done;
    atomic_bool helper_asleep, caller_asleep;
} cartlua_Handoff;

/* A hand-over with nothing posted and nobody asleep; NULL when out of memory. */
cartlua_Handoff *cartlua_handoff_new(void);
void cartlua_handoff_free(cartlua_Handoff *h);

static inline long cartlua_handoff_posted(cartlua_Handoff *h) { return atomic_load(&h->posted); }
static inline void cartlua_handoff_post(cartlua_Handoff *h) { atomic_fetch_add(&h->posted, 1); }
static inline long cartlua_handoff_done(cartlua_Handoff *h) { return atomic_load(&h->done); }
static inline void cartlua_handoff_set_done(cartlua_Handoff *h, long n) { atomic_store(&h->done, n); }

static inline bool cartlua_handoff_helper_asleep(cartlua_Handoff *h) { return atomic_load(&h->helper_asleep); }
static inline void cartlua_handoff_set_helper_asleep(cartlua_Handoff *h, bool v) { atomic_store(&h->helper_asleep, v); }
static inline bool cartlua_handoff_caller_asleep(cartlua_Handoff *h) { return atomic_load(&h->caller_asleep); }
static inline void cartlua_handoff_set_caller_asleep(cartlua_Handoff *h, bool v) { atomic_store(&h->caller_asleep, v); }

/* The chunks of a job two threads share (SampleCrew's `SharedLines`), in one word, so that a
 * chunk is taken by one compare-and-swap: bit 62 set once the job is open, the next chunk from
 * the front in bits 0-30, one past the last chunk from the back in bits 31-61. */
typedef struct cartlua_Chunks {
    atomic_llong word;
    /* Chunks taken from the back and written (raised by the taker once each is written). */
    atomic_long back_done;
} cartlua_Chunks;

#define CARTLUA_CHUNKS_OPEN (1LL << 62)
#define CARTLUA_CHUNKS_MASK ((1LL << 31) - 1)

/* Closed chunks; NULL when out of memory. */
cartlua_Chunks *cartlua_chunks_new(void);
void cartlua_chunks_free(cartlua_Chunks *c);

/* Opens `count` chunks (fewer than 2^31) to be taken; closes them again with 0 and `open` false. */
static inline void cartlua_chunks_set(cartlua_Chunks *c, long count, bool open) {
    atomic_store(&c->back_done, 0);
    atomic_store(&c->word, (open ? CARTLUA_CHUNKS_OPEN : 0) | ((long long)count << 31));
}

/* A chunk taken from the back is written. */
static inline void cartlua_chunks_back_written(cartlua_Chunks *c) { atomic_fetch_add(&c->back_done, 1); }
static inline long cartlua_chunks_back_done(cartlua_Chunks *c) { return atomic_load(&c->back_done); }

static inline bool cartlua_chunks_is_open(cartlua_Chunks *c) { return (atomic_load(&c->word) & CARTLUA_CHUNKS_OPEN) != 0; }

/* One past the last chunk not yet taken from the back. */
static inline long cartlua_chunks_back(cartlua_Chunks *c) { return (long)((atomic_load(&c->word) >> 31) & CARTLUA_CHUNKS_MASK); }

/* The next chunk from the front (`from_back` false) or the back, taken; -1 when none is left
 * or the chunks are not open. */
static inline long cartlua_chunks_take(cartlua_Chunks *c, bool from_back) {
    long long w = atomic_load(&c->word);
    for (;;) {
        long long front = w & CARTLUA_CHUNKS_MASK, back = (w >> 31) & CARTLUA_CHUNKS_MASK;
        if (!(w & CARTLUA_CHUNKS_OPEN) || front >= back) return -1;
        long long next = from_back ? w - (1LL << 31) : w + 1;
        if (atomic_compare_exchange_weak(&c->word, &w, next)) return (long)(from_back ? back - 1 : front);
    }
}

/* A hint to the processor that this is a spin-wait loop (x86's `pause`): the spinning core
 * yields to its hyperthread sibling and leaves the loop without a memory-order stall. */
static inline void cartlua_spin_pause(void) {
#if defined(__x86_64__) || defined(__i386__)
    __builtin_ia32_pause();
#endif
}

#endif
