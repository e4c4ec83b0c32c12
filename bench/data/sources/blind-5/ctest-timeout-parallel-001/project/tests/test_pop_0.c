#include <stdio.h>
#include "jobs.h"
#include "queue.h"

int main(void) {
    struct queue q;
    q_init(&q);
    for (int i = 0; i < 3; i++)
        q_push(&q, job_weight(i + 0));
    int first = q_pop(&q);
    printf("pop_0: first=%d len=%d\n", first, q.len);
    return first == job_weight(0) && q.len == 2 ? 0 : 1;
}
