#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# Sum up DejaGnu .sum files: every line that is not a pass (with its
# reason), then per directory, in the order they ran, and for the link,
# runtime and C++ suites per variant and linker (test names
# "<suite> <variant> <linker>..."); then "N skipped (XFAIL, UNSUPPORTED)"
# and the closing line "N passed, N failed".  Exits non-zero on any
# failure.
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
/^Running .*\.exp \.\.\./ { dir = $2; sub(".*/testsuite/", "", dir) }
/^(PASS|FAIL|XPASS|XFAIL|UNRESOLVED|UNSUPPORTED|UNTESTED|ERROR):/ {
	k = $1; sub(":", "", k); n[dir, k]++; tot[k]++
	if (!(dir in seen)) { seen[dir] = 1; order[++ndirs] = dir }
	# "link thumb gold: ...", "run i386 lld INSERT: ...", "cxx arm bfd gc: ..."
	if ($2 ~ /^(link|run|cxx)$/ && dir ~ /^sectsubst\.(link|run|cxx)\//) {
		v = $3; sub(":$", "", v)
		ld = $4; sub(":$", "", ld)
		if ($3 ~ /:$/ || ld !~ /^(bfd|gold|lld|mold)$/)
			ld = ""
		if (ld == "" && $3 !~ /:$/)
			v = ""		# baselines, objects: directory totals only
		if (v != "") {
			if (!((dir, v) in vseen)) {
				vseen[dir, v] = 1; vorder[dir, ++nv[dir]] = v
			}
			key = dir SUBSEP v SUBSEP ld
			if (!(key in lseen)) {
				lseen[key] = 1; lorder[dir, v, ++nl[dir, v]] = ld
			}
			c[key, kind(k)]++
		}
	}
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
				line = line (line == "" ? "" : " | ") \
				    (ld == "" ? "(all)" : ld) " " counts(d SUBSEP v SUBSEP ld)
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
