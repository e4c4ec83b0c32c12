#include <stdio.h>
#include "jobs.h"
#include "queue.h"

int main(void) {
    struct queue q;
    q_init(&q);
    for (int i = 0; i < 6; i++)
        q_push(&q, job_weight(i + 3));
    int first = q_pop(&q);
    printf("retry_3: first=%d len=%d\n", first, q.len);
    return first == job_weight(3) && q.len == 5 ? 0 : 1;
}
