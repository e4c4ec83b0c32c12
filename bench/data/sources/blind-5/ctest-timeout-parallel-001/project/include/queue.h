#ifndef QUEUE_H
#define QUEUE_H
#define Q_CAP 16
struct queue { int items[Q_CAP]; int head, tail, len; };
void q_init(struct queue *q);
int q_push(struct queue *q, int v);
int q_pop(struct queue *q);
#endif
