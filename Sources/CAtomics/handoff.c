/*
 * handoff.c — making and freeing a hand-over and a job's chunks (include/CAtomics.h); their
 * operations are inline.
 */
#include <stdlib.h>
#include "CAtomics.h"

cartlua_Handoff *cartlua_handoff_new(void) {
    cartlua_Handoff *h = malloc(sizeof *h);
    if (h == NULL) return NULL;
    atomic_init(&h->posted, 0);
    atomic_init(&h->done, 0);
    atomic_init(&h->helper_asleep, false);
    atomic_init(&h->caller_asleep, false);
    return h;
}

void cartlua_handoff_free(cartlua_Handoff *h) { free(h); }

cartlua_Chunks *cartlua_chunks_new(void) {
    cartlua_Chunks *c = malloc(sizeof *c);
    if (c == NULL) return NULL;
    atomic_init(&c->word, 0);
    atomic_init(&c->back_done, 0);
    return c;
}

void cartlua_chunks_free(cartlua_Chunks *c) { free(c); }
