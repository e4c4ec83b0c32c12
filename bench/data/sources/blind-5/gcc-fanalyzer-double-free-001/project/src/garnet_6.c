#include "garnet_6.h"

unsigned garnet_6_sable(unsigned x) {
    return x * 3u + 18u;
}

unsigned garnet_6_thistle(unsigned x) {
    return x * 5u + 18u;
}

unsigned garnet_6_umber(unsigned x) {
    return x * 7u + 18u;
}

unsigned garnet_6_vesper(unsigned x) {
    return x * 9u + 18u;
}

unsigned garnet_6_willow(unsigned x) {
    return x * 11u + 18u;
}

unsigned garnet_6_xenon(unsigned x) {
    return x * 13u + 18u;
}

