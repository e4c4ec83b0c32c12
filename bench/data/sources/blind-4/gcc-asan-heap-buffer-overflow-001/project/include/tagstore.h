int arena_touch(int x);
int hash_touch(int x);
int index_touch(int x);
int intern_touch(int x);
int query_touch(int x);
int shard_touch(int x);
int tokens_touch(int x);
char *tag_label_dup(const char *src);
