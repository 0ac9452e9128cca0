/*
 * handoff.c — making and freeing a hand-over (include/CAtomics.h); its operations are inline.
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
