/* SystemTap SDT probes (sys/sdt.h) in live and dead functions.  main()
   reaches live(), shared(), other() (sdt-other.c, always built without
   the plugin) and, inlined into live(), inl(); dead() and
   dead_helper() are reached by nothing, and --gc-sections must drop them
   with their probes.  Each probe's name says the function that holds it
   (sdt.exp reads that): <function>_probe, inl_probe in the function inl()
   was inlined into.  */
#include <sys/sdt.h>

static inline __attribute__((always_inline)) int inl(int x)
{
	DTRACE_PROBE1(sstest, inl_probe, x);
	return x ^ 5;
}

__attribute__((noinline)) int shared(int x)
{
	DTRACE_PROBE1(sstest, shared_probe, x);
	return x * 3;
}

__attribute__((noinline)) int live(int x)
{
	DTRACE_PROBE2(sstest, live_probe, x, x + 1);
	return shared(inl(x)) + 1;
}

__attribute__((noinline)) int dead_helper(int x)
{
	DTRACE_PROBE1(sstest, dead_helper_probe, x);
	return x - 9;
}

__attribute__((noinline)) int dead(int x)
{
	DTRACE_PROBE1(sstest, dead_probe, x);
	return dead_helper(inl(x)) + shared(x);
}

int other(int x);

int main(int argc, char **argv)
{
	(void)argv;
	return live(argc) + other(argc) == 0;
}
