/* dead() first: its piece is the first input section mytbl of the link,
   the one bfd on aarch64 defines __start_mytbl in and keeps.  */
#include "custom.h"

__attribute__((noinline)) int dead(void)
{
	ENTRY(2);
	return 2;
}

__attribute__((noinline)) int live(void)
{
	ENTRY(1);
	return 1;
}

__attribute__((noinline)) int dead2(void)
{
	ENTRY(3);
	return 3;
}
