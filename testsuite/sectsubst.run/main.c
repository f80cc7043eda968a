/* Good pointers store and load; bad ones (NULL, an unmapped page, across
   into one, a read-only page for stores) return -EFAULT through their
   fixups, and the program goes on.  */
#include <errno.h>
#include <stdio.h>
#include <sys/mman.h>
#include <unistd.h>
#include "uextable.h"
#include "ops.h"

static int checks, failed;

static void check(const char *what, int ok, long got)
{
	checks++;
	if (!ok) {
		failed++;
		printf("FAIL %s: got %ld\n", what, got);
	}
}

#define GOOD(type, put, get, val) do {					\
	type x = 0, y = 0;						\
	int r = put(&x, val);						\
	check(#put " good", r == 0 && x == (val), r ? r : x);		\
	r = get(&y, &x);						\
	check(#get " good", r == 0 && y == (val), r ? r : y);		\
} while (0)

/* A failed load also clears the destination. */
#define BAD(type, put, get, where, p) do {				\
	type y = 55;							\
	int r = put((type *)(p), 1);					\
	check(#put " " where, r == -EFAULT, r);				\
	r = get(&y, (const type *)(p));					\
	check(#get " " where, r == -EFAULT && y == 0, r == -EFAULT ? y : r);\
} while (0)

#define ALL_BAD(where, p) do {						\
	BAD(short, put_short, get_short, where, p);			\
	BAD(int, put_int, get_int, where, p);				\
	BAD(long, put_long, get_long, where, p);			\
} while (0)

int main(void)
{
	long ps = sysconf(_SC_PAGESIZE);
	char *volatile null = NULL;
	char *good, *unmapped, *ro;
	int pair[2] = { 1, 2 }, ends[3] = { 3, 4, 5 };
	int n = uextable_init(), r, v;

	printf("uextable: %d entries\n", n);
	if (n <= 0)
		return 1;

	/* good page, unmapped page, read-only page */
	good = mmap(NULL, 3 * ps, PROT_READ | PROT_WRITE,
		    MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (good == MAP_FAILED || munmap(good + ps, ps) ||
	    mprotect(good + 2 * ps, ps, PROT_READ))
		return 1;
	unmapped = good + ps;
	ro = good + 2 * ps;

	GOOD(char, put_char, get_char, 'x');
	GOOD(short, put_short, get_short, -2);
	GOOD(int, put_int, get_int, 123456789);
	GOOD(long, put_long, get_long, -1L);

	BAD(char, put_char, get_char, "NULL", null);
	ALL_BAD("NULL", null);
	BAD(char, put_char, get_char, "unmapped", unmapped);
	ALL_BAD("unmapped", unmapped);
	ALL_BAD("across into unmapped", unmapped - 1);

	r = put_int((int *)ro, 7);
	check("put_int read-only", r == -EFAULT, r);
	r = get_int(&v, (const int *)ro);
	check("get_int read-only", r == 0 && v == 0, r ? r : v);

	/* The same always_inline function, a copy in each caller. */
	r = swap_pair(pair);
	check("swap_pair good", !r && pair[0] == 2 && pair[1] == 1, r);
	r = swap_ends(ends, 3);
	check("swap_ends good", !r && ends[0] == 5 && ends[2] == 3, r);
	r = swap_pair((int *)null);
	check("swap_pair NULL", r == -EFAULT, r);
	r = swap_pair((int *)ro);
	check("swap_pair read-only", r == -EFAULT, r);
	r = swap_ends((int *)good, (int)(ps / sizeof(int)) + 1);
	check("swap_ends end unmapped", r == -EFAULT, r);
	r = swap_ends((int *)unmapped, 1);
	check("swap_ends unmapped", r == -EFAULT, r);

	/* main's own entries */
	r = UPUT((int *)null, 1);
	check("main put NULL", r == -EFAULT, r);
	r = UGET(v, (int *)ro);
	check("main get read-only", r == 0, r);

	printf("%d checks, %d failed\n", checks, failed);
	return failed != 0;
}
