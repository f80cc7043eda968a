#include "custom.h"

__attribute__((noinline)) int live(void)
{
	ENTRY(1);
	return 1;
}

__attribute__((noinline)) int dead(void)
{
	ENTRY(2);
	return 2;
}

__attribute__((noinline)) int dead2(void)
{
	ENTRY(3);
	return 3;
}
