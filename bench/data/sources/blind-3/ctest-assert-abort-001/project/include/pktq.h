#ifndef PKTQ_H
#define PKTQ_H
#include <stddef.h>

#define PKTQ_CAP 8

typedef struct {
    int slots[PKTQ_CAP];
    size_t head; /* next write */
    size_t tail; /* next read */
    size_t count;
} pktq;

void pktq_init(pktq *q);
int pktq_push(pktq *q, int v);
int pktq_pop(pktq *q, int *out);
size_t pktq_len(const pktq *q);

#endif
