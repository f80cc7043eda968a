#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# Sum up DejaGnu runs: every line of the .sum files that is not a pass
# (with its reason), then per test file, in the order they ran, and per
# variant and linker, from the sectsubst.results beside each .sum (the
# variant and linker as the tests recorded them, lib/sectsubst.exp); then
# "N skipped (XFAIL, UNSUPPORTED)" and the closing line "N passed, N
# failed".  Exits non-zero on any failure.
#   testsuite/summary.sh <sectsubst.sum>...
for f in "$@"; do
	r=$(dirname "$f")/sectsubst.results
	[ ! -f "$r" ] || set -- "$@" "$r"
done
awk '
function kind(k) {
	if (k == "PASS") return "pass"
	if (k == "XFAIL") return "xfail"
	if (k == "UNSUPPORTED" || k == "UNTESTED") return "unsupported"
	if (k == "FAIL" || k == "XPASS" || k == "UNRESOLVED" || k == "ERROR") return "fail"
	return ""
}
function counts(key,    s, k, i, n) {
	s = ""
	n = split("pass fail xfail unsupported", ks, " ")
	for (i = 1; i <= n; i++) {
		k = ks[i]
		if (c[key, k] > 0)
			s = s (s == "" ? "" : " ") c[key, k] " " k
	}
	return s == "" ? "nothing" : s
}
# results: result, test file, variant, linker, setup, name
FILENAME ~ /\.results$/ {
	split($0, r, "\t")
	d = r[2]; v = r[3]; ld = r[4] == "" ? "(all)" : r[4]
	if (v == "")
		next
	if (!((d, v) in vseen)) { vseen[d, v] = 1; vorder[d, ++nv[d]] = v }
	key = d SUBSEP v SUBSEP ld
	if (!(key in lseen)) { lseen[key] = 1; lorder[d, v, ++nl[d, v]] = ld }
	c[key, kind(r[1])]++
	next
}
/^Running .*\.exp \.\.\./ { dir = $2; sub(".*/testsuite/", "", dir) }
/^(PASS|FAIL|XPASS|XFAIL|UNRESOLVED|UNSUPPORTED|UNTESTED|ERROR):/ {
	k = $1; sub(":", "", k); n[dir, k]++; tot[k]++
	if (!(dir in seen)) { seen[dir] = 1; order[++ndirs] = dir }
}
/^(XFAIL|UNSUPPORTED|UNTESTED|UNRESOLVED|FAIL|XPASS|ERROR):/ { print }
END {
	for (i = 1; i <= ndirs; i++) {
		d = order[i]
		printf "%-36s %4d pass %3d fail %3d xfail %3d unsupported\n", d,
		    n[d, "PASS"], n[d, "FAIL"] + n[d, "XPASS"] + n[d, "UNRESOLVED"] + n[d, "ERROR"],
		    n[d, "XFAIL"], n[d, "UNSUPPORTED"] + n[d, "UNTESTED"]
		for (j = 1; j <= nv[d]; j++) {
			v = vorder[d, j]
			line = ""
			for (m = 1; m <= nl[d, v]; m++) {
				ld = lorder[d, v, m]
				line = line (line == "" ? "" : " | ") ld " " \
				    counts(d SUBSEP v SUBSEP ld)
			}
			printf "    %-8s %s\n", v, line
		}
	}
	failed = tot["FAIL"] + tot["XPASS"] + tot["UNRESOLVED"] + tot["ERROR"]
	skipped = tot["XFAIL"] + tot["UNSUPPORTED"] + tot["UNTESTED"]
	printf "%d skipped (XFAIL, UNSUPPORTED)\n", skipped
	printf "%d passed, %d failed\n", tot["PASS"], failed
	exit failed > 0
}' "$@"
