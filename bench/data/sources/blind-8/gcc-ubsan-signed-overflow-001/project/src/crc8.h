#ifndef CRC8_H
#define CRC8_H
int crc8_scale(int x, int unused_flags);
int crc8_fold(int x);
#endif
