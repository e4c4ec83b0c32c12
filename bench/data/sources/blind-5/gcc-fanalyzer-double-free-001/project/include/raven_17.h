unsigned raven_17_delta(unsigned x);
unsigned raven_17_ember(unsigned x);
unsigned raven_17_fable(unsigned x);
unsigned raven_17_garnet(unsigned x);
unsigned raven_17_harbor(unsigned x);
unsigned raven_17_iris(unsigned x);
