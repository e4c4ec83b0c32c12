#include "pktq.h"

void pktq_init(pktq *q) { q->head = q->tail = q->count = 0; }

int pktq_push(pktq *q, int v) {
    if (q->count == PKTQ_CAP) return -1;
    q->slots[q->head] = v;
    q->head = (q->head + 1) % PKTQ_CAP;
    q->count++;
    return 0;
}

int pktq_pop(pktq *q, int *out) {
    if (q->count == 0) return -1;
    *out = q->slots[q->tail];
    q->tail = (q->tail + 1) % PKTQ_CAP;
    q->count--;
    return 0;
}

size_t pktq_len(const pktq *q) {
    /* head is ahead of tail */
    return q->head - q->tail;
}
