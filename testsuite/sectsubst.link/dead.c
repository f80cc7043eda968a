/* A unit nothing refers to.  */
#include "uextable.h"

int dead_put(long *p)
{
	return UPUT(p, 5L);
}

int dead_get(char *c, const char *p)
{
	return UGET(*c, p);
}
