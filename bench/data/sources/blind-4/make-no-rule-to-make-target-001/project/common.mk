CC     := gcc
CFLAGS := -std=c11 -O2 -Wall -Wextra -I../include
%.o: %.c
	$(CC) $(CFLAGS) -c $< -o $@
