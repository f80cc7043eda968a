// The second unit with COMDAT copies of put_two and get_one<long>.
#include "comdat.h"

int b_put(int *p, int v)
{
	return put_two(p, v);
}

int b_get(long *v, const long *p)
{
	return get_one(v, p);
}
