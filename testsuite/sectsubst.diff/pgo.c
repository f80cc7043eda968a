/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Differential test (diff.exp), profile-driven: trained with a hot path in
   work() and a branch that never runs, then built with -fprofile-use
   -freorder-blocks-and-partition, the never-run branch -- and its asm --
   goes to work.cold in .text.unlikely[.work], and never_called() as a whole
   to .text.unlikely.  Run: pgo [iterations [anything]].  */
#include <stdio.h>
#include <stdlib.h>

static long total;

__attribute__((noinline)) int work(int x)
{
	asm volatile(".pushsection %S.hotmark,\"a\"\n.byte 1\n.popsection");
	if (x < 0) {
		/* never runs in training */
		printf("negative: %d\n", x);
		asm volatile(".pushsection %S.coldmark,\"a\"\n.byte 2\n"
			     ".popsection");
		asm volatile(".pushsection %%S.coldmark_ext,\"a\"\n.long %c0\n"
			     ".popsection" : : "i"(3));
		asm volatile(".pushsection %S.cold_nested,\"a\"\n"
			     "  .pushsection __ex_table%S,\"a\"\n  .long 4\n"
			     "  .popsection\n"
			     ".popsection");
		total -= x * 3;
		return -1;
	}
	total += x;
	return x + 1;
}

__attribute__((noinline)) void never_called(int x)
{
	asm volatile(".pushsection %S.nevermark,\"a\"\n.byte 5\n.popsection");
	printf("never: %d\n", x);
}

int main(int argc, char **argv)
{
	int n = argc > 1 ? atoi(argv[1]) : 1000;
	long s = 0;

	asm volatile(".pushsection %S.mainmark,\"ax\"\n.byte 6\n.popsection");
	for (int i = 0; i < n; i++)
		s += work(i - (argc > 2));
	if (argc > 2)
		never_called(n);
	printf("%ld %ld\n", s, total);
	return 0;
}
