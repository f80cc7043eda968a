/* Accesses in a unit of their own, one function per size and direction,
   and an always_inline function with a copy in two callers.  */
#include "uextable.h"
#include "ops.h"

int put_char(char *p, char v) { return UPUT(p, v); }
int put_short(short *p, short v) { return UPUT(p, v); }
int put_int(int *p, int v) { return UPUT(p, v); }
int put_long(long *p, long v) { return UPUT(p, v); }
int get_char(char *v, const char *p) { return UGET(*v, p); }
int get_short(short *v, const short *p) { return UGET(*v, p); }
int get_int(int *v, const int *p) { return UGET(*v, p); }
int get_long(long *v, const long *p) { return UGET(*v, p); }

static inline __attribute__((always_inline)) int swap(int *a, int *b)
{
	int x, y, err = UGET(x, a);

	err |= UGET(y, b);
	if (err)
		return err;
	err = UPUT(a, y);
	return err | UPUT(b, x);
}

int swap_pair(int *pair)
{
	return swap(&pair[0], &pair[1]);
}

int swap_ends(int *v, int n)
{
	return swap(&v[0], &v[n - 1]);
}
