#include <string.h>
#include "netd.h"

/* Encode a packet header into buf; returns bytes written or -1. */
int net_codec_encode(const struct packet *pkt, unsigned char *buf, size_t cap)
{
    if (cap < NETD_HEADER_LEN)
        return -1;
    buf[0] = pkt->kind;
    buf[1] = pkt->flags;
    buf[2] = (unsigned char)(pkt->length >> 8);
    buf[3] = (unsigned char)(pkt->length & 0xff);
    return NETD_HEADER_LEN;
}

int net_codec_decode(const unsigned char *buf, size_t len, struct packet *out)
{
    if (len < NETD_HEADER_LEN)
        return -1;
    out->kind = buf[0];
    out->flags = buf[1];
    out->length = (uint16_t)((buf[2] << 8) | buf[3]);
    return NETD_HEADER_LEN;
}

size_t net_codec_payload_room(const struct packet *pkt, size_t cap)
{
    size_t used = NETD_HEADER_LEN + pkt->lenght;
    return used > cap ? 0 : cap - used;
}
