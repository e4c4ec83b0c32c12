#include <assert.h>
#include "pktq.h"

int main(void) {
    pktq q;
    int v;
    pktq_init(&q);
    for (int i = 0; i < 3; i++) pktq_push(&q, i * 3);
    for (int i = 0; i < 3; i++) {
        assert(pktq_pop(&q, &v) == 0);
        assert(v == i * 3);
    }
    assert(pktq_pop(&q, &v) == -1);
    return 0;
}
