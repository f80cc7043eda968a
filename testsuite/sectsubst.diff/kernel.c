/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Differential test (diff.exp): the kernel's shapes on the target compiled
   for, from sectsubst.dg/kernel-<arch>.c.  They have no %S, so gas and the
   plugin without tables agree trivially; what counts is the defaults
   check: with __ex_table, .fixup and .text.fixup renamed and referenced,
   the code must still be gas's byte for byte.  */
#if defined(__x86_64__)
#include "../sectsubst.dg/kernel-x86.c"
#elif defined(__i386__)
#include "../sectsubst.dg/kernel-x86-clear-ax.c"
#elif defined(__arm__)
#include "../sectsubst.dg/kernel-arm.c"
#elif defined(__aarch64__)
#include "../sectsubst.dg/kernel-aarch64.c"
#elif defined(__riscv)
#include "../sectsubst.dg/kernel-riscv64.c"
#elif defined(__mips__)
#include "../sectsubst.dg/kernel-mips.c"
#elif defined(__powerpc__) && !defined(__powerpc64__)
#include "../sectsubst.dg/kernel-ppc.c"
#elif defined(__m68k__)
#include "../sectsubst.dg/kernel-m68k.c"
#else
#error "no kernel shapes for this target"
#endif
