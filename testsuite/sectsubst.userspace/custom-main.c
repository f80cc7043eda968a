/* Prints the ids in mytbl, sorted: "mytbl: 1".  With ALL_DEAD, main
   calls nothing of custom-fns.c, and every entry is dead.  Built without
   the plugin.  */
#include <stdio.h>
#include "custom.h"

extern const struct entry __start_mytbl[], __stop_mytbl[];
int live(void);

int main(void)
{
	const struct entry *e;
	int ids[16] = { 0 }, i;

#ifndef ALL_DEAD
	live();
#endif
	for (e = __start_mytbl; e < __stop_mytbl; e++)
		if (e->id > 0 && e->id < 16)
			ids[e->id]++;
	printf("mytbl:");
	for (i = 0; i < 16; i++)
		while (ids[i]--)
			printf(" %d", i);
	printf("\n");
	return 0;
}
