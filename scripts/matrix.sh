#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# The architecture x linker matrix, from the results of a make check: the
# sectsubst.results beside each .sum file
# (default: build/check/*/testsuite/sectsubst.sum, one per compiler, and
# those of the toolchain roots' runs, build/<suite>/check/...).
#   scripts/matrix.sh [<sectsubst.sum>...]
# One row per compiler and variant (x86_64 and i386 from gcc-12, arm and
# thumb from arm-linux-gnueabihf-gcc, ...), one cell per linker:
#   gas   section names as gas --sectname-subst makes them: the diff tests'
#         "sections identical" checks, per variant; the same for every
#         linker.
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
	for f in build/check/*/testsuite/sectsubst.sum \
		build/*/check/*/testsuite/sectsubst.sum; do
		[ -f "$f" ] && set -- "$@" "$f"
	done
fi
[ $# -gt 0 ] || { echo "matrix.sh: no sectsubst.sum (make check first)" >&2; exit 2; }
for f in "$@"; do
	[ -f "$f" ] || { echo "matrix.sh: no $f" >&2; exit 2; }
	r=$(dirname "$f")/sectsubst.results
	[ -f "$r" ] || { echo "matrix.sh: no $r" >&2; exit 2; }
	set -- "$@" "$r"
	shift
done

# The results (lib/sectsubst.exp): result, test file, variant, linker,
# setup, name; the name only says which check a result is.
awk -F '\t' '
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
# the compiler: make check puts it in <dir>/<compiler>/testsuite/, and one
# from a toolchain root (build/<suite>/check) is named with its suite
FNR == 1 {
	cc = FILENAME
	sub("/testsuite/sectsubst\\.results$", "", cc)
	root = cc
	sub(".*/", "", cc)
	if (root ~ /(^|\/)build\/[^\/]+\/check\/[^\/]+$/) {
		sub("/check/[^/]+$", "", root)
		sub(".*/", "", root)
		cc = cc " (" root ")"
	}
}
{
	r = $1; file = $2; v = $3; ld = $4; setup = $5; name = $6
	k = (r == "PASS") ? "pass" : (r == "XFAIL") ? "xfail" : \
	    (r == "UNSUPPORTED" || r == "UNTESTED") ? "unsup" : "fail"
	line = r ": " name
	# the check: what follows the first ": " of the name
	check = name; sub(/^[^:]*: /, "", check)
	if (file == "sectsubst.diff/diff.exp") {
		if (v != "" && name ~ / sections identical$/)
			note(cc SUBSEP "gas" SUBSEP v, k, line)
		next
	}
	if (file == "sectsubst.link/link.exp") suite = "link"
	else if (file == "sectsubst.run/run.exp") suite = "run"
	else if (file == "sectsubst.cxx/cxx.exp") suite = "c++"
	else next
	if (v == "" || setup != "")	# INSERT scripts and baselines aside
		next
	if (!((cc, v) in vseen)) {
		vseen[cc, v] = 1
		rows[++nrows] = cc SUBSEP v
	}
	if (ld == "") {
		# a variant that cannot run at all: every linker
		if (r == "UNSUPPORTED")
			for (i = 1; i <= 4; i++)
				note(cc SUBSEP v SUBSEP lds[i] SUBSEP suite, k, line)
		next
	}
	key = cc SUBSEP v SUBSEP ld SUBSEP suite
	if (r == "UNSUPPORTED") {
		# the linker cannot link for this variant
		note(key, k, line)
	} else if (suite == "link") {
		# the link itself and the dead-code checks make the cell; the
		# other checks only mark it if they do not pass
		if (check ~ /^(link|dead |no section of dead )/) {
			note(key, k, line)
			if (check ~ /^(dead |no section of dead )/ && k == "pass")
				dead[cc, v, ld]++
		} else
			note(key "+", k, line)
	} else if (suite == "run") {
		if (check ~ /^(link|run)/)
			note(key, k, line)
		else
			note(key "+", k, line)
	} else {
		note(key, k, line)
	}
}
BEGIN { split("bfd gold lld mold", lds, " ") }
END {
	printf "%-32s", "compiler / variant"
	for (i = 1; i <= 4; i++) printf " | %-36s", lds[i]
	printf "\n"
	for (r = 1; r <= nrows; r++) {
		split(rows[r], a, SUBSEP); cc = a[1]; v = a[2]
		g = status(cc SUBSEP "gas" SUBSEP v)
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
