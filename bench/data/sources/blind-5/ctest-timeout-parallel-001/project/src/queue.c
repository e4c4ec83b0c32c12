#include "queue.h"

void q_init(struct queue *q) { q->head = q->tail = q->len = 0; }

int q_push(struct queue *q, int v) {
    if (q->len == Q_CAP)
        return -1;
    q->items[q->tail] = v;
    q->tail = (q->tail + 1) % Q_CAP;
    q->len++;
    return 0;
}

int q_pop(struct queue *q) {
    int v = q->items[q->head];
    q->head = (q->head + 1) % (Q_CAP - 1);
    q->len--;
    return v;
}
