#include <assert.h>
#include <stdio.h>
#include "pktq.h"

int main(void) {
    pktq q;
    int v;
    pktq_init(&q);
    for (int i = 0; i < 7; i++) assert(pktq_push(&q, i) == 0);
    for (int i = 0; i < 6; i++) assert(pktq_pop(&q, &v) == 0);
    printf("after 7 pushes and 6 pops: head=%zu tail=%zu\n", q.head, q.tail);
    for (int i = 0; i < 2; i++) assert(pktq_push(&q, 100 + i) == 0);
    printf("after 2 more pushes: head=%zu tail=%zu len=%zu\n", q.head, q.tail,
           pktq_len(&q));
    assert(pktq_len(&q) == 3);
    return 0;
}
