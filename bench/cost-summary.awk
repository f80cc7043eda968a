# SPDX-License-Identifier: GPL-2.0-or-later
#
# bench/kernel-cost.sh's summary of its times file, a line a build part:
#   <round> <variant> prepare|kernel <wall seconds> <CPU hundredths>
# -v what=<the configuration> -v rounds=<rounds>
{ w[$2, $3] += $4; c[$2, $3] += $5 / 100 }

function ratio(a, b, part) {
	printf "%s/%s, %s: wall %.3f, CPU %.3f\n", a, b, part,
		w[a, part] / w[b, part], c[a, part] / c[b, part]
}

END {
	printf "%s: kernel (wall, CPU seconds): dce %d, %d; plugin %d, %d", what,
		w["dce", "kernel"], c["dce", "kernel"],
		w["plugin", "kernel"], c["plugin", "kernel"]
	if (("verify", "kernel") in w)
		printf "; verify %d, %d", w["verify", "kernel"], c["verify", "kernel"]
	printf "\n"
	ratio("plugin", "dce", "kernel")
	if (("verify", "kernel") in w)
		ratio("verify", "plugin", "kernel")
	# kbuild compiles the plugin in prepare, which is otherwise alike
	printf "the plugin's compile (prepare, plugin - dce), a build: wall %.1f s, CPU %.1f s\n",
		(w["plugin", "prepare"] - w["dce", "prepare"]) / rounds,
		(c["plugin", "prepare"] - c["dce", "prepare"]) / rounds
}
