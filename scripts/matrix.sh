#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# The architecture x linker matrix, from the .sum files of a make check
# (default: build/check/*/testsuite/sectsubst.sum, one per compiler, and
# those of the toolchain roots' runs, build/<suite>/check/...).
#   scripts/matrix.sh [<sectsubst.sum>...]
# One row per compiler and variant (x86_64 and i386 from gcc-12, arm and
# thumb from arm-linux-gnueabihf-gcc, ...), one cell per linker:
#   gas   section names as gas --sectname-subst makes them: the diff tests'
#         "sections identical" checks, per variant (-m32, -marm and
#         -mthumb are named in the test names; the rest is the compiler's
#         default); the same for every linker.
#   link  dead entries dropped: sectsubst.link's "dead ... gone" and "no
#         section of dead ..." checks, with --gc-sections and no KEEP
#         ("+xfail", "+FAIL": the link's other checks did not all pass)
#   run   runtime fixups work: sectsubst.run's run of the program, faults
#         resumed at their fixups, with --gc-sections (+xfail, +FAIL: as
#         for link)
#   c++   sectsubst.cxx: the COMDAT program runs and keeps one copy of
#         each entry, with and without --gc-sections
# Each is ok (all passed), FAIL, xfail (a known linker bug, also seen
# without the plugin), unsup (the linker cannot link for the target), or
# "-" (nothing ran).  The reasons follow the table.
set -u
if [ $# -eq 0 ]; then
	set -- build/check/*/testsuite/sectsubst.sum \
		build/*/check/*/testsuite/sectsubst.sum
fi
for f in "$@"; do
	[ -f "$f" ] || { echo "matrix.sh: no $f" >&2; exit 2; }
done

awk '
function status(key,    s) {
	# FAIL before xfail before unsup before ok
	if (st[key, "fail"]) return "FAIL"
	if (st[key, "xfail"]) return "xfail"
	if (st[key, "unsup"] && !st[key, "pass"]) return "unsup"
	if (st[key, "pass"]) return "ok"
	return "-"
}
# the other checks of a cell: "+FAIL" or "+xfail" if not all passed
function more(key,    s) {
	s = status(key)
	return (s == "FAIL" || s == "xfail") ? "+" s : ""
}
function note(key, k, line) {
	st[key, k]++
	if (k != "pass" && !(line in noted)) {
		noted[line] = 1
		why[++nwhy] = line
	}
}
# the compiler: make check puts it in <dir>/<compiler>/testsuite/sectsubst.sum,
# else the target the .sum names; one from a toolchain root (build/<suite>/check)
# is named with its suite
FNR == 1 {
	cc = "?"
	if (FILENAME ~ /[^\/]+\/testsuite\/sectsubst\.sum$/) {
		cc = FILENAME
		sub("/testsuite/sectsubst\\.sum$", "", cc)
		root = cc
		sub(".*/", "", cc)
		if (root ~ /(^|\/)build\/[^\/]+\/check\/[^\/]+$/) {
			sub("/check/[^/]+$", "", root)
			sub(".*/", "", root)
			cc = cc " (" root ")"
		}
	}
}
/^Target is / && cc == "?" { cc = $3 }
/^(PASS|FAIL|XPASS|XFAIL|UNRESOLVED|UNSUPPORTED|UNTESTED|ERROR):/ {
	k = $1
	k = (k == "PASS:") ? "pass" : (k == "XFAIL:") ? "xfail" : \
	    (k == "UNSUPPORTED:" || k == "UNTESTED:") ? "unsup" : "fail"
	line = $0
	if (line ~ / sections identical$/ && $2 == "diff") {
		# "diff -marm -O2 ...", "diff -m32 ...", or the default variant
		dv = ($3 == "-marm") ? "arm" : ($3 == "-mthumb") ? "thumb" : \
		     ($3 == "-m32") ? "i386" : "default"
		note(cc SUBSEP "gas" SUBSEP dv, k, line)
		next
	}
	if ($2 !~ /^(link|run|cxx)$/)
		next
	suite = $2
	v = $3; sub(":$", "", v)
	ld = $4; sub(":$", "", ld)
	if (!((cc, v) in vseen) && $4 != "baseline" && $4 != "objects:") {
		vseen[cc, v] = 1
		rows[++nrows] = cc SUBSEP v
	}
	# a variant that cannot run at all: every linker
	if ($3 ~ /:$/ && k == "unsup") {
		for (i = 1; i <= 4; i++) {
			key = cc SUBSEP v SUBSEP lds[i] SUBSEP suite
			note(key, "unsup", line)
		}
		next
	}
	if (ld !~ /^(bfd|gold|lld|mold)$/)
		next
	rest = $0; sub("^[A-Z]+: [a-z]+ [^ ]+ [a-z]+ ?", "", rest)
	if (k == "unsup" && rest ~ /^:/) {
		# the linker cannot link for this variant
		note(cc SUBSEP v SUBSEP ld SUBSEP (suite == "cxx" ? "c++" : suite), k, line)
		next
	}
	if (suite == "link") {
		if (rest ~ /^INSERT/) next
		# the link itself and the dead-code checks make the cell; the
		# other checks only mark it if they do not pass
		if (rest ~ /^: (link|dead |no section of dead )/) {
			note(cc SUBSEP v SUBSEP ld SUBSEP "link", k, line)
			if (rest ~ /^: (dead |no section of dead )/ && k == "pass")
				dead[cc, v, ld]++
		} else
			note(cc SUBSEP v SUBSEP ld SUBSEP "link+", k, line)
	} else if (suite == "run") {
		if (rest ~ /^INSERT/) next
		if (rest ~ /^: (link|run)/)
			note(cc SUBSEP v SUBSEP ld SUBSEP "run", k, line)
		else
			note(cc SUBSEP v SUBSEP ld SUBSEP "run+", k, line)
	} else {
		note(cc SUBSEP v SUBSEP ld SUBSEP "c++", k, line)
	}
}
BEGIN { split("bfd gold lld mold", lds, " ") }
END {
	# the row the diff tests ran for: the compiler default
	printf "%-32s", "compiler / variant"
	for (i = 1; i <= 4; i++) printf " | %-36s", lds[i]
	printf "\n"
	for (r = 1; r <= nrows; r++) {
		split(rows[r], a, SUBSEP); cc = a[1]; v = a[2]
		g = status(cc SUBSEP "gas" SUBSEP v)
		if (g == "-" && v ~ /^(x86_64|aarch64|riscv64|mips|mipsel|ppc)$/)
			g = status(cc SUBSEP "gas" SUBSEP "default")
		printf "%-32s", cc " " v
		for (i = 1; i <= 4; i++) {
			b = cc SUBSEP v SUBSEP lds[i]
			l = status(b SUBSEP "link")
			if (l == "ok" && !dead[cc, v, lds[i]]) l = "-"
			cell = sprintf("gas:%s link:%s run:%s c++:%s", g,
			    l more(b SUBSEP "link+"), status(b SUBSEP "run") \
			    more(b SUBSEP "run+"), status(b SUBSEP "c++"))
			printf " | %-36s", cell
		}
		printf "\n"
	}
	if (nwhy) {
		printf "\nnot ok, and why (FAIL lines: see the .sum; diff lines: their owner):\n"
		for (i = 1; i <= nwhy; i++) {
			if (why[i] ~ /^[A-Z]+: diff /) { ndiff++; continue }
			print "  " why[i]
		}
		if (ndiff)
			printf "  (%d diff \"sections identical\" checks not passed)\n", ndiff
	}
}' "$@"
