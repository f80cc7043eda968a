/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * This project's stand-in for the Linux kernel's
 * scripts/gcc-plugins/gcc-generate-rtl-pass.h, for what the plugin uses
 * of it (see gcc-common.h for why): with PASS_NAME defined as n, and
 * NO_GATE, defines make_n_pass(), an RTL pass named "n" whose execute
 * calls n_execute().  Not carried into a kernel tree.
 */
#ifndef PASS_NAME
#error "define PASS_NAME before including gcc-generate-rtl-pass.h"
#endif
#ifndef NO_GATE
#error "this stand-in generates gateless passes only: define NO_GATE"
#endif

#define SS_CAT(a, b)		SS_CAT_(a, b)
#define SS_CAT_(a, b)		a##b
#define SS_STR(a)		SS_STR_(a)
#define SS_STR_(a)		#a

namespace {
const pass_data SS_CAT(PASS_NAME, _pass_data) = {
	.type = RTL_PASS,
	.name = SS_STR(PASS_NAME),
	.optinfo_flags = OPTGROUP_NONE,
	.tv_id = TV_NONE,
	.properties_required = 0,
	.properties_provided = 0,
	.properties_destroyed = 0,
	.todo_flags_start = 0,
	.todo_flags_finish = 0,
};

class SS_CAT(PASS_NAME, _pass) : public rtl_opt_pass {
public:
	SS_CAT(PASS_NAME, _pass)()
		: rtl_opt_pass(SS_CAT(PASS_NAME, _pass_data), g)
	{
	}
	unsigned int execute(function *) final override
	{
		return SS_CAT(PASS_NAME, _execute)();
	}
};
} // namespace

opt_pass *SS_CAT(SS_CAT(make_, PASS_NAME), _pass)(void)
{
	return new SS_CAT(PASS_NAME, _pass)();
}

#undef SS_CAT
#undef SS_CAT_
#undef SS_STR
#undef SS_STR_
#undef NO_GATE
#undef PASS_NAME
