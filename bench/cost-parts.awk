# SPDX-License-Identifier: GPL-2.0-or-later
#
# bench/cost-parts.sh's summary of its times file, a line a part:
#   <round> <variant> <object> cc1|as|objtool|ld-r|modpost|link <CPU ms>
# -v step=<every step-th object was measured>: a build's total counts
# each measured object step times.
{ t[$1, $2, $3, $4] = $5; obj[$1, $3] = 1; sum[$2, $4] += $5
  if ($1 > rounds) rounds = $1 }

END {
	# each per-object part's difference, for its spread
	for (k in obj) {
		split(k, ro, SUBSEP)
		if (ro[2] == "vmlinux")
			continue
		for (i = 1; i <= 3; i++) {
			p = i == 1 ? "cc1" : i == 2 ? "as" : "objtool"
			if (!((ro[1], "dce", ro[2], p) in t))
				continue
			d = t[ro[1], "plugin", ro[2], p] - t[ro[1], "dce", ro[2], p]
			n[p]++; sd[p] += d; sdd[p] += d * d
		}
	}
	printf "%-8s %12s %12s %9s %s\n", "part", "dce ms", "plugin ms", "plugin/dce", "(2 SE)"
	split("cc1 as objtool ld-r modpost link", parts, " ")
	for (i = 1; i <= 6; i++) {
		p = parts[i]
		if (sum["dce", p] == 0)
			continue
		se = ""
		if (p in n && n[p] > 1) {
			var = (sdd[p] - sd[p] * sd[p] / n[p]) / (n[p] - 1)
			se = sprintf("+-%.4f", 2 * sqrt(var * n[p]) / sum["dce", p])
		}
		printf "%-8s %12d %12d %9.4f %s\n", p, sum["dce", p], sum["plugin", p],
			sum["plugin", p] / sum["dce", p], se
		w = i <= 3 ? step : 1
		tot["dce"] += w * sum["dce", p]; tot["plugin"] += w * sum["plugin", p]
	}
	printf "%-8s %12d %12d %9.4f (the objects counted %d times)\n", "build",
		tot["dce"], tot["plugin"], tot["plugin"] / tot["dce"], step
	if (sum["plugin", "plugin"])
		printf "the plugin's own compile: %d ms a round\n", \
			sum["plugin", "plugin"] / rounds
}
