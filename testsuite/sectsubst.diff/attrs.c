/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Differential test (diff.exp): the sections GCC picks for a function from
   its attributes and its role -- cold, hot, section (also one with a '%'
   in its name), constructor, destructor, noreturn, naked, main, weak, and
   static helpers called only at startup or exit -- each with %S in basic
   and extended asm.  */
#include "arch.h"

#define MARK(tag) \
	asm volatile(".pushsection %S." tag ",\"a\"\n.byte 1\n.popsection")
#define MARK_EXT(tag, v) \
	asm volatile(".pushsection __ex_table%%S,\"a\"\n.long %c0\n" \
		     ".popsection\n.pushsection %%S." tag ".x,\"a\"\n" \
		     ".long %c0\n.popsection" : : "i"(v))

__attribute__((cold, noinline)) void cold_fn(void)
{
	MARK("cold");
	MARK_EXT("cold", 1);
}

__attribute__((hot, noinline)) void hot_fn(void)
{
	MARK("hot");
	MARK_EXT("hot", 2);
}

__attribute__((section(".init.text"), noinline)) void init_fn(void)
{
	MARK("init");
	MARK_EXT("init", 3);
}

__attribute__((section(".text.custom"), cold, noinline)) void custom_cold(void)
{
	MARK("custom_cold");
}

__attribute__((section("mysect"))) int in_mysect(int x)
{
	MARK_EXT("mysect", 4);
	return x * 3;
}

/* gas substitutes only while the first '%' of the name is a %S: in a
   section named pct%x, %S.a%S becomes pct%x.a%S */
__attribute__((section("pct%x"), noinline)) int pct_section(int x)
{
	asm volatile(".pushsection %S.a%S,\"a\"\n.byte 1\n.popsection\n"
		     ".pushsection %S%S,\"a\"\n.byte 2\n.popsection");
	MARK_EXT("pct", 8);
	return x + 8;
}

#ifdef HAVE_NAKED
__attribute__((naked, noinline)) void naked_fn(void)
{
	asm(".pushsection %S.naked,\"a\"\n.byte 1\n.popsection\n" RET);
}
#else
void naked_fn(void)
{
	MARK("not_naked");
}
#endif

__attribute__((constructor)) static void ctor(void)
{
	MARK("ctor");
	MARK_EXT("ctor", 5);
}

__attribute__((destructor)) static void dtor(void)
{
	MARK("dtor");
}

__attribute__((noreturn, noinline)) void dies(void)
{
	MARK("dies");
	__builtin_trap();
}

__attribute__((weak)) void weak_fn(void)
{
	MARK("weak");
}

__attribute__((noinline)) static int startup_helper(int x)
{
	MARK_EXT("startup_helper", 6);
	return x + 1;
}

__attribute__((noinline)) static void exit_helper(void)
{
	MARK("exit_helper");
}

__attribute__((destructor)) static void dtor2(void)
{
	exit_helper();
}

int plain(int x)
{
	MARK("plain");
	if (x < 0)
		cold_fn();
	return x;
}

int main(int argc, char **argv)
{
	MARK("main");
	MARK_EXT("main", 7);
	if (argc > 5)
		dies();
	hot_fn();
	init_fn();
	custom_cold();
	weak_fn();
	naked_fn();
	return startup_helper(argc) + in_mysect(argc) + plain(argc) +
	       pct_section(argc);
}
