#include <stdio.h>
#include "jobs.h"
#include "queue.h"

int main(void) {
    struct queue q;
    q_init(&q);
    for (int i = 0; i < 4; i++)
        q_push(&q, job_weight(i + 1));
    int first = q_pop(&q);
    printf("limits_1: first=%d len=%d\n", first, q.len);
    return first == job_weight(1) && q.len == 3 ? 0 : 1;
}
