#include "tp/proto/message.hpp"

int main(int argc, char**) { return argc > 7 ? 1 : 0; }
