#include "ring.h"
#include "telemetry.h"

static struct ring samples;

int telemetry_sample(int value) {
    if (value < 0)
        return -1;
    return ring_push(&samples, value);
}
