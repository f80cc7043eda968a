/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * What differs between the GCC versions sectsubst supports, in one place
 * (as the kernel's scripts/gcc-plugins/gcc-common.h does it): the rest of
 * the plugin is written against the newest GCC and calls these.
 */
#ifndef SECTSUBST_GCC_COMMON_H
#define SECTSUBST_GCC_COMMON_H

#include "bversion.h"

/* The versions `make check-toolchains` tests; README says which of each. */
#define SECTSUBST_GCC_MIN 11
#define SECTSUBST_GCC_MAX 16
#if BUILDING_GCC_MAJOR < SECTSUBST_GCC_MIN || BUILDING_GCC_MAJOR > SECTSUBST_GCC_MAX
#error "sectsubst supports GCC 11 to 16; these plugin headers are another GCC's"
#endif

/* Every GCC header the plugin uses, in an order each version accepts. */
#include "gcc-plugin.h"
#include "tree.h"
#include "tree-pass.h"
#include "context.h"
#include "rtl.h"
#include "function.h"
#include "basic-block.h"
#include "memmodel.h"
#include "emit-rtl.h"
#include "output.h"
#include "varasm.h"
#include "insn-attr-common.h"
#include "diagnostic-core.h"
#include "cgraph.h"
#include "flags.h"
#include "options.h"

/* GCC 16 chains top-level asm through its toplevel_node base. */
static inline asm_node *next_asm_node(asm_node *node)
{
#if BUILDING_GCC_MAJOR >= 16
	return safe_as_a<asm_node *>(node->next);
#else
	return node->next;
#endif
}

/* GCC 15 renamed ASM_INPUT_P, when top-level asm began to take operands. */
#if BUILDING_GCC_MAJOR < 15
#define ASM_BASIC_P(NODE) ASM_INPUT_P(NODE)
#endif

#endif /* SECTSUBST_GCC_COMMON_H */
