#include <assert.h>
#include "pktq.h"

int main(void) {
    pktq q;
    pktq_init(&q);
    for (int i = 0; i < 5; i++) assert(pktq_push(&q, i) == 0);
    assert(pktq_len(&q) == 5);
    return 0;
}
