/* Everything main reaches is live and keeps all its entries.  */
#include "uextable.h"

int live_put(int *p, int v);
int live_get(int *v, const int *p);
int live_two(long *p);
int mixed_live(short *p);

/* Inlined into two callers: each copy has an entry of its own.  */
static inline __attribute__((always_inline)) int put_byte(char *p, char c)
{
	return UPUT(p, c);
}

__attribute__((noinline)) int live_inlined_once(char *p)
{
	return put_byte(p, 'a');
}

__attribute__((noinline)) int live_inlined_twice(char *p)
{
	int err = put_byte(p, 'b');

	return err | put_byte(p + 1, 'c');
}

/* lld can INSERT only after an output section that exists: the test's
   linker script anchors __ex_table to .rodata.  */
static const int steps[] = { 1, 2, 3, 5, 8, 13, 21, 34 };

int main(int argc, char **argv)
{
	int i = 0, err;
	long l[2];
	short s;
	char c[2];

	err = live_put(&i, steps[argc & 7]);
	err |= live_get(&i, &i);
	err |= live_two(l);
	err |= mixed_live(&s);
	err |= live_inlined_once(c);
	err |= live_inlined_twice(c);
	/* main's own entry, from .text.startup.main */
	err |= UPUT(&i, err);
	return err != 0;
}
