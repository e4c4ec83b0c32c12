#include <assert.h>
#include "pktq.h"

int main(void) {
    pktq q;
    pktq_init(&q);
    for (int i = 0; i < PKTQ_CAP; i++) assert(pktq_push(&q, i) == 0);
    assert(pktq_push(&q, 99) == -1);
    return 0;
}
