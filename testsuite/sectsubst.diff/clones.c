/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Differential test (diff.exp): functions GCC makes of functions -- IPA-CP
   and IPA-SRA clones, partial inlining's .part, target_clones versions and
   their resolver, nested functions -- each emitted under its own name and
   section, with the asm copied into it.  */
#include "arch.h"

#define MARK(tag) \
	asm volatile(".pushsection %S." tag ",\"ax\"\n.byte 1\n.popsection")
#define MARK_EXT(tag, v) \
	asm volatile(".pushsection %%S." tag ",\"ax\"\n.long %c0\n" \
		     ".popsection" : : "i"(v))

/* IPA-CP: every caller passes 7, so a constprop clone takes no argument */
static __attribute__((noinline)) int scaled(int x, int k)
{
	MARK_EXT("scaled", 1);
	return x * k + k;
}

int use_scaled(int a, int b)
{
	return scaled(a, 7) + scaled(b, 7);
}

/* IPA-SRA: only one field of the struct is used */
struct pair {
	long a, b, c, d;
};

static __attribute__((noinline)) long first(struct pair p)
{
	MARK("first");
	return p.a * 3;
}

long use_first(long v)
{
	struct pair p = { v, 2, 3, 4 };

	return first(p) + 1;
}

/* partial inlining: the cheap test is inlined, the rest becomes .part */
extern void heavy(int *);
static int checked(int *p)
{
	if (!p)
		return 0;
	MARK("part");
	for (int i = 0; i < 16; i++) {
		MARK_EXT("part_loop", 2);
		heavy(p + i);
		heavy(p + i * 2);
		heavy(p + i * 3);
	}
	return p[0] + p[1];
}

int use_checked1(int *p)
{
	return checked(p) + 1;
}

int use_checked2(int *p)
{
	return checked(p + 4) * 2;
}

/* function multiversioning: foo.avx2.0, foo.default.1, the resolver
   (where the target has it) */
#ifdef HAVE_TARGET_CLONES
__attribute__((target_clones("avx2", "default")))
#endif
int versioned(int x)
{
	MARK("versioned");
	MARK_EXT("versioned", 3);
	return x + 1;
}

int use_versioned(int x)
{
	return versioned(x) * 2;
}

/* GNU C nested function, called through a pointer */
int use_nested(int x, int (*apply)(int (*)(int), int))
{
	__attribute__((noinline)) int add(int y)
	{
		MARK_EXT("nested", 4);
		return x + y;
	}
	return apply(add, 5);
}
