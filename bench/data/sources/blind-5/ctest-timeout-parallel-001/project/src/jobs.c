#include "jobs.h"

int job_weight(int id) { return id % 7 + 1; }
