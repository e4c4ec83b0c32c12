#include <cstdio>
int main() { std::puts("gen_mqtt_topics"); return 0; }
