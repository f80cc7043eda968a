/* Live functions in a unit of their own.  */
#include "uextable.h"

int live_put(int *p, int v)
{
	return UPUT(p, v);
}

int live_get(int *v, const int *p)
{
	return UGET(*v, p);
}

int live_two(long *p)
{
	int err = UPUT(p, 1L);

	return err | UPUT(p + 1, 2L);
}
