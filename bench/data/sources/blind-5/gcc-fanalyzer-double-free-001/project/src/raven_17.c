#include "raven_17.h"

unsigned raven_17_delta(unsigned x) {
    return x * 3u + 29u;
}

unsigned raven_17_ember(unsigned x) {
    return x * 5u + 29u;
}

unsigned raven_17_fable(unsigned x) {
    return x * 7u + 29u;
}

unsigned raven_17_garnet(unsigned x) {
    return x * 9u + 29u;
}

unsigned raven_17_harbor(unsigned x) {
    return x * 11u + 29u;
}

unsigned raven_17_iris(unsigned x) {
    return x * 13u + 29u;
}

