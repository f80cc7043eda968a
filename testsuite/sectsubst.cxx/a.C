// The C++ COMDAT test program: put_two and get_one<long> from a.C and b.C.
#include <cerrno>
#include <cstdio>
#include "comdat.h"

static int checks, failed;

static void check(const char *what, bool ok, long got)
{
	checks++;
	if (!ok) {
		failed++;
		std::printf("FAIL %s: got %ld\n", what, got);
	}
}

int main()
{
	int *volatile null = nullptr;
	int x[2] = { 0, 0 };
	long l = 7, m = 0;
	int n = uextable_init(), r;

	std::printf("uextable: %d entries\n", n);
	r = put_two(x, 1);
	check("a put_two good", !r && x[0] == 1 && x[1] == 2, r);
	r = put_two(null, 1);
	check("a put_two NULL", r == -EFAULT, r);
	r = get_one(&m, &l);
	check("a get_one<long> good", !r && m == 7, r);
	r = get_one(&m, (const long *)null);
	check("a get_one<long> NULL", r == -EFAULT && m == 0, r);
	r = b_put(x, 3);
	check("b put_two good", !r && x[0] == 3 && x[1] == 4, r);
	r = b_put(null, 3);
	check("b put_two NULL", r == -EFAULT, r);
	r = b_get(&m, &l);
	check("b get_one<long> good", !r && m == 7, r);
	r = b_get(&m, (const long *)null);
	check("b get_one<long> NULL", r == -EFAULT && m == 0, r);
	std::printf("%d checks, %d failed\n", checks, failed);
	return failed != 0;
}
