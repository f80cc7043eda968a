/* A unit built without the plugin, linked into every program of sdt.exp:
   its plain .note.stapsdt must end in the same output section as the
   plugin's linkorder pieces.  */
#include <sys/sdt.h>

__attribute__((noinline)) int other(int x)
{
	DTRACE_PROBE1(sstest, other_probe, x);
	return x + 2;
}
