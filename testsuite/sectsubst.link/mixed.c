/* A live function next to dead ones; one of these is all that calls
   dead_helper, in another unit.  */
#include "uextable.h"

int dead_helper(int *p);

int mixed_live(short *p)
{
	short v;
	int err = UPUT(p, (short)1);

	err |= UGET(v, p);
	return err | v;
}

int dead_mixed(int *p)
{
	return UPUT(p, 3);
}

int dead_caller(int *p)
{
	int err = dead_helper(p);

	return err | UPUT(p, 4);
}
