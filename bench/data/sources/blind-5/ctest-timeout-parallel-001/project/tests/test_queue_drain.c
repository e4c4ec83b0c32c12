#include <stdio.h>
#include "queue.h"

int main(void) {
    struct queue q;
    q_init(&q);
    long sum = 0;
    for (int i = 1; i < Q_CAP; i++)
        q_push(&q, i);
    q_push(&q, 0); /* sentinel: stop draining */
    printf("pushed %d items\n", q.len);
    for (;;) {
        int v = q_pop(&q);
        if (v == 0)
            break;
        sum += v;
    }
    printf("drained, sum=%ld\n", sum);
    return sum == (Q_CAP - 1) * Q_CAP / 2 ? 0 : 1;
}
