/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * This project's stand-in for the Linux kernel's
 * scripts/gcc-plugins/gcc-common.h: the GCC headers the plugin uses, and
 * the kernel header's names for what it takes from there (__visible,
 * PASS_INFO), with the same meaning.  In a kernel tree the plugin
 * includes the kernel's own header instead: kernel/plugin-files does not
 * carry this one, so that the series builds on the kernel's shared
 * headers, as every kernel plugin does.
 */
#ifndef SECTSUBST_GCC_COMMON_H
#define SECTSUBST_GCC_COMMON_H

#include "bversion.h"
#include "gcc-plugin.h"
#include "plugin-version.h"
#include "tree.h"
#include "tree-pass.h"
#include "target.h"
#include "context.h"
#include "rtl.h"
#include "function.h"
#include "basic-block.h"
#include "memmodel.h"
#include "emit-rtl.h"
#include "output.h"
#include "varasm.h"
#include "diagnostic-core.h"
#include "cgraph.h"
#include "flags.h"
#include "options.h"

#ifndef __visible
#define __visible __attribute__((visibility("default")))
#endif

/* NAME's pass (gcc-generate-rtl-pass.h), placed at POS of REF's ID-th. */
#define PASS_INFO(NAME, REF, ID, POS)			\
struct register_pass_info NAME##_pass_info = {		\
	.pass = make_##NAME##_pass(),			\
	.reference_pass_name = REF,			\
	.ref_pass_instance_number = ID,			\
	.pos_op = POS,					\
}

#endif /* SECTSUBST_GCC_COMMON_H */
