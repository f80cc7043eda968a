/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Differential test (diff.exp): one asm, many copies -- inline functions
   inlined into callers in different sections, loops unrolled, asm goto
   (also with outputs, where GCC takes them), and asm that falls in the
   cold partition of a function split without a profile (a path that
   calls a cold function).  */
#include "arch.h"

#define ENTRY(insn)                                                      \
	"1: " insn "\n"                                                  \
	".pushsection %%S.fixup,\"ax\"\n2: " JUMP_BACK("1b") "\n"       \
	".popsection\n"                                                 \
	".pushsection __ex_table%%S,\"a\"\n.long 1b - ., 2b - .\n"     \
	".popsection\n"

static inline int load(const int *p)
{
	int v;

	asm volatile(ENTRY(LOAD("0", "1")) : "=r"(v) : "r"(p));
	return v;
}

static inline __attribute__((always_inline)) void touch(void)
{
	asm volatile("1: nop\n"
		     ".pushsection %S.touch,\"ax\"\n.long 1b - .\n.popsection");
}

int caller_plain(const int *p)
{
	touch();
	return load(p) + load(p + 1);
}

__attribute__((cold)) int caller_cold(const int *p)
{
	touch();
	return load(p);
}

__attribute__((hot)) int caller_hot(const int *p)
{
	touch();
	return load(p) * 2;
}

__attribute__((section(".init.text"))) int caller_init(const int *p)
{
	touch();
	return load(p + 2);
}

/* unrolled loops: each copy of the asm gets its own %S name */
void unroll_pragma(int *p)
{
#pragma GCC unroll 4
	for (int i = 0; i < 4; i++)
		asm volatile("1: " PEEK("0") "\n"
			     ".pushsection %%S.loop,\"ax\"\n"
			     ".long 1b - ., %c1\n.popsection"
			     : : "r"(p + i), "i"(3) : "memory");
}

int unroll_auto(const int *p, int n)
{
	int s = 0;

	for (int i = 0; i < n; i++)
		s += load(p + i);
	return s;
}

/* asm goto: basic-block boundaries in the middle of the asm's users */
int jump(int a)
{
	asm goto("1: " BRANCH_NZ("0", "l1") "\n"
		 ".pushsection %%S.goto,\"a\"\n.long 1b - .\n.popsection"
		 : : "r"(a) : "cc" : out);
	return 0;
out:
	return 1;
}

#ifndef NO_ASM_GOTO_OUTPUTS
int jump_outputs(int a)
{
	int r;

	asm goto("1: " MOVE("0", "1") "\n " BRANCH_Z("0", "l2") "\n"
		 ".pushsection %%S.goto_out,\"a\"\n.long 1b - .\n.popsection"
		 : "=r"(r) : "r"(a) : "cc" : zero);
	return r;
zero:
	asm volatile(".pushsection %S.zero,\"a\"\n.byte 0\n.popsection");
	return -1;
}
#endif

/* a cold label: the code after it goes to the cold partition.  (The label
   in the asm keeps MIPS gas from moving the instruction before it into the
   branch's delay slot, which the plugin's .reloc would prevent:
   mips-delay-slot.c.)  */
int jump_cold(int a)
{
	asm goto("1: " BRANCH_Z("0", "l1") "\n"
		 ".pushsection %%S.goto_cold,\"a\"\n.byte 1\n.popsection"
		 : : "r"(a) : "cc" : rare);
	return a + 1;
rare: __attribute__((cold));
	asm volatile(".pushsection %S.cold_label,\"a\"\n.byte 2\n.popsection");
	return 0;
}

/* split without a profile: a block that starts with a call to a cold
   function is cold, and -freorder-blocks-and-partition (on at -O2) moves it
   to split.cold; the asm must come after the call (a volatile asm before
   it would keep the block out of the cold partition) */
__attribute__((cold, noinline)) void complain(const char *why)
{
	asm volatile("" : : "r"(why));
}

int split(int *p, int n)
{
	int s = 0;

	asm volatile(".pushsection %S.hot_part,\"a\"\n.byte 1\n.popsection");
	for (int i = 0; i < n; i++) {
		if (p[i] < 0) {
			complain("negative");
			touch();
			asm volatile(".pushsection %S.cold_part,\"a\"\n"
				     ".byte 2\n.popsection");
			asm volatile(".pushsection %%S.cold_ext,\"a\"\n"
				     ".long %c0\n.popsection" : : "i"(5));
			p[i] = load(p + i + 1);
			continue;
		}
		s += load(p + i);
	}
	return s;
}

int main(int argc, char **argv)
{
	int v[4] = { argc, 2, 3, 4 };

	int r;

	unroll_pragma(v);
	touch();
	r = caller_plain(v) + caller_init(v) + unroll_auto(v, argc) +
	    jump(argc) + jump_cold(argc) + split(v, argc);
#ifndef NO_ASM_GOTO_OUTPUTS
	r += jump_outputs(argc);
#endif
	return r;
}
