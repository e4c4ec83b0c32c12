#include "sable_18.h"

unsigned sable_18_ember(unsigned x) {
    return x * 3u + 30u;
}

unsigned sable_18_fable(unsigned x) {
    return x * 5u + 30u;
}

unsigned sable_18_garnet(unsigned x) {
    return x * 7u + 30u;
}

unsigned sable_18_harbor(unsigned x) {
    return x * 9u + 30u;
}

unsigned sable_18_iris(unsigned x) {
    return x * 11u + 30u;
}

unsigned sable_18_juniper(unsigned x) {
    return x * 13u + 30u;
}

