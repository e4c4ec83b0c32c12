#include <stdio.h>
#include "jobs.h"
#include "queue.h"

int main(void) {
    struct queue q;
    q_init(&q);
    for (int i = 0; i < 5; i++)
        q_push(&q, job_weight(i + 2));
    int first = q_pop(&q);
    printf("fifo_2: first=%d len=%d\n", first, q.len);
    return first == job_weight(2) && q.len == 4 ? 0 : 1;
}
