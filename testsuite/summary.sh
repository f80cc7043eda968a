#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# Sum up DejaGnu .sum files: per directory, then one closing line
# "N passed, N failed, N skipped".  Exits non-zero on any failure.
awk '
/^Running .*\.exp \.\.\./ { dir = $2; sub(".*/testsuite/", "", dir) }
/^(PASS|FAIL|XPASS|XFAIL|UNRESOLVED|UNSUPPORTED|UNTESTED|ERROR|WARNING):/ {
	k = $1; sub(":", "", k); n[dir, k]++; tot[k]++; dirs[dir] = 1
}
/^(XFAIL|UNSUPPORTED|UNTESTED|UNRESOLVED|FAIL|XPASS|ERROR):/ { print }
END {
	for (d in dirs)
		printf "%-36s %4d pass %3d fail %3d xfail %3d unsupported\n", d,
		    n[d, "PASS"], n[d, "FAIL"] + n[d, "XPASS"] + n[d, "UNRESOLVED"] + n[d, "ERROR"],
		    n[d, "XFAIL"], n[d, "UNSUPPORTED"] + n[d, "UNTESTED"]
	failed = tot["FAIL"] + tot["XPASS"] + tot["UNRESOLVED"] + tot["ERROR"]
	skipped = tot["XFAIL"] + tot["UNSUPPORTED"] + tot["UNTESTED"]
	printf "%d passed, %d failed, %d skipped\n", tot["PASS"], failed, skipped
	exit failed > 0
}' "$@"
