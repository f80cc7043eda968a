/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Differential test (diff.exp): hot/cold partitions without a profile.  A
   block that starts with a call to a cold function is cold, and
   -freorder-blocks-and-partition (on at -O2 and -O3) moves it to foo.cold
   in .text.unlikely[.foo]; the asm after the call goes with it.  Here in
   functions that are plain, hot, in a named section, main, a constructor,
   and in inline functions split in each of their callers.  */

__attribute__((cold, noinline)) void oops(int why)
{
	asm volatile("" : : "r"(why));
}

#define HOT(tag) \
	asm volatile(".pushsection %S." tag ",\"a\"\n.byte 1\n.popsection")
#define COLD(tag, v)                                                        \
	do {                                                                \
		oops(v);                                                    \
		asm volatile(".pushsection %S." tag ".cold,\"ax\"\n"       \
			     ".byte 2\n.popsection\n"                       \
			     ".pushsection __ex_table%S,\"a\"\n.long 3\n"   \
			     ".popsection");                                \
		asm volatile(".pushsection %%S." tag ".cold_ext,\"ax\"\n"  \
			     ".long %c0\n.popsection" : : "i"(v));          \
	} while (0)

int plain(int x)
{
	HOT("plain");
	if (x < 0)
		COLD("plain", 1);
	return x * 2;
}

__attribute__((hot)) int hot(int x)
{
	HOT("hot");
	if (x < 0)
		COLD("hot", 2);
	return x * 3;
}

__attribute__((section(".text.named"))) int named(int x)
{
	HOT("named");
	if (x < 0)
		COLD("named", 3);
	return x * 4;
}

static inline int check(int x)
{
	if (x > 1000)
		COLD("check", 4);
	return x - 1;
}

int caller_a(int x)
{
	return check(x) + check(x / 2);
}

int caller_b(int x)
{
	HOT("caller_b");
	return check(x * 3);
}

/* a loop whose exit is cold */
int loop(int *p, int n)
{
	int s = 0;

	for (int i = 0; i < n; i++) {
		if (p[i] == 0) {
			COLD("loop", 5);
			break;
		}
		s += p[i];
	}
	return s;
}

__attribute__((constructor)) static void ctor(void)
{
	static volatile int v;

	HOT("ctor");
	if (v)
		COLD("ctor", 6);
}

int main(int argc, char **argv)
{
	HOT("main");
	if (argc > 3)
		COLD("main", 7);
	return plain(argc) + hot(argc) + named(argc) + caller_a(argc) +
	       caller_b(argc) + loop(&argc, 1);
}
