#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
#
# kernel/check-tables.sh [options] <vmlinux> [<reference vmlinux>]
#
# Decodes the tables of a linked kernel with tools/ss-tables.c (absolute
# or place-relative entries, any ELF class and byte order) and checks
# them:
#
#   - every entry's code addresses lie in a section of present code
#     (allocated and executable) and are even, none is zero (padding
#     between pieces would show up as zero entries);
#   - __ex_table is sorted by instruction address (the kernel sorts it at
#     build time and searches it by bisection; duplicates are noted);
#   - with a reference (the same configuration linked with dead code
#     elimination but without the plugin): every function present in
#     <vmlinux> has exactly as many entries as in the reference, and no
#     function of the reference that is gone from <vmlinux> left an entry
#     behind.
#
# Options:
#   -t name:entsize[/word]:fields[:start:stop]
#                            a table and its layout; fields are the 0-based
#                            indexes of the word-byte words (default 4)
#                            holding code addresses, '+'
#                            separated, with an 'r' for place-relative
#                            ones (.long label - .), an 'a' for ones that
#                            may point to data too; the table lies between
#                            the symbols __start_<name> and __stop_<name>,
#                            or start and stop (default: -t __ex_table:8:0+1)
#   -o dir                   write the per-function counts there
#   -q                       print only the summary and the errors
#
# Exit status: 0 all checks pass, 1 a check fails, 2 usage or tool error.
# Needs a host C compiler (HOSTCC, default cc) for the decoder.
set -eu

usage() {
	sed -n '3,35p' "$0" | sed 's/^# \{0,1\}//' >&2
	exit 2
}

tables=
outdir=
quiet=
while getopts t:o:qh opt; do
	case $opt in
	t) tables="$tables $OPTARG" ;;
	o) outdir=$OPTARG ;;
	q) quiet=1 ;;
	*) usage ;;
	esac
done
shift $((OPTIND - 1))
[ $# -ge 1 ] && [ $# -le 2 ] || usage
[ -n "$tables" ] || tables="__ex_table:8:0+1"
vmlinux=$1
ref=${2:-}

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
[ -n "$outdir" ] || outdir=$tmp/out
mkdir -p "$outdir"

# the table decoder (tools/ss-tables.c), built for this host
src=$(dirname "$0")/../tools/ss-tables.c
${HOSTCC:-cc} -std=c99 -O2 -o "$tmp/ss-tables" "$src" || {
	echo "check-tables: cannot build $src" >&2
	exit 2
}

say() { [ -n "$quiet" ] || echo "$@"; }

# analyse <elf> <tag> <table spec>: decodes and checks the table, writes
# $outdir/<tag>.<table>.counts ("function count", sorted), prints the
# errors and notes, sets nent and nerr
analyse() {
	name=${3%%:*}
	"$tmp/ss-tables" entries -c -t "$3" "$1" >"$tmp/$2.$name" \
		2>"$tmp/$2.$name.err"
	case $? in
	0|1) ;;
	*) cat "$tmp/$2.$name.err" >&2; exit 2 ;;
	esac
	cat "$tmp/$2.$name.err"
	nerr=$(awk '/^  ERROR/ { n++ } /^  \.\.\. [0-9]+ errors/ { n = $2 }
		    END { print n + 0 }' "$tmp/$2.$name.err")
	nent=$(wc -l <"$tmp/$2.$name")
	awk '{ print $NF }' "$tmp/$2.$name" | LC_ALL=C sort | uniq -c |
		awk '{ print $2, $1 }' >"$outdir/$2.$name.counts"
	# not an error: the strncpy_user.S of MIPS lists one load twice
	[ -n "$quiet" ] || [ "$name" != __ex_table ] ||
		awk '$6 == prev { printf "  note: %s entry %d: 0x%s is listed twice\n", $2, $4, $6 }
		     { prev = $6 }' "$tmp/$2.$name"
}

fail=0

for spec in $tables; do
	name=${spec%%:*}
	analyse "$vmlinux" main "$spec"
	nfn=$(wc -l <"$outdir/main.$name.counts")
	echo "$name: $nent entries in $nfn functions of $(basename "$vmlinux"), $nerr errors"
	[ "$nerr" = 0 ] || fail=1
	[ -n "$ref" ] || continue

	analyse "$ref" ref "$spec"
	rent=$nent
	rerr=$nerr
	rfn=$(wc -l <"$outdir/ref.$name.counts")
	echo "$name: $rent entries in $rfn functions of the reference, $rerr errors"
	[ "$rerr" = 0 ] || fail=1

	# functions (by name) present in each build, with their multiplicity
	for t in main ref; do
		f=$vmlinux
		[ $t = main ] || f=$ref
		"$tmp/ss-tables" functions "$f" | LC_ALL=C sort | uniq -c |
			awk '{ print $2, $1 }' >"$tmp/$t.fns"
	done
	awk -v table="$name" -v quiet="$quiet" \
	    -v mainfns="$tmp/main.fns" -v reffns="$tmp/ref.fns" \
	    -v maincnt="$outdir/main.$name.counts" \
	    -v refcnt="$outdir/ref.$name.counts" '
	# code without a symbol of its own (.S code before its entry point or
	# behind a sized function, an overridden weak function) is named
	# PREV(past-end,NEXT) by its neighbours, either of which may be
	# another object and differ between the builds: such pieces of code
	# joined by a neighbour are compared as one group
	function find(x) {
		while (parent[x] != x)
			x = parent[x]
		return x
	}
	function node(x) {
		if (!(x in parent))
			parent[x] = x
		return x
	}
	BEGIN {
		while ((getline l < mainfns) > 0) { split(l, f, " "); mfn[f[1]] = f[2] }
		while ((getline l < reffns) > 0) { split(l, f, " "); rfn[f[1]] = f[2] }
		while ((getline l < maincnt) > 0) { split(l, f, " "); mc[f[1]] = f[2] }
		while ((getline l < refcnt) > 0) { split(l, f, " "); rc[f[1]] = f[2] }
		for (fn in mc)
			if (!(fn in rc)) rc[fn] = 0
		for (fn in rc) {
			if (fn ~ /\(past-end/) {
				split(fn, nb, /\(past-end,?|\)$/)
				gprev[fn] = nb[1]
				a = node("prev " nb[1])
				if (nb[2] != "")
					parent[find(a)] = find(node("next " nb[2]))
				continue
			}
			present = fn in mfn
			if (fn == "(data)") {
				mfn[fn] = rfn[fn] = 1
				present = 1
			}
			if (present) {
				if (!(fn in rfn)) {
					bad++
					printf "  ERROR %s: %s exists only in the plugin build\n", table, fn
					continue
				}
				if (mfn[fn] != rfn[fn]) {
					skipped++
					continue
				}
				compared++
				if (mc[fn] + 0 != rc[fn] + 0) {
					bad++
					if (bad <= 20)
						printf "  ERROR %s: %s has %d entries, %d in the reference\n", table, fn, mc[fn], rc[fn]
				} else {
					same += rc[fn]
				}
			} else {
				if (fn in mc) {
					bad++
					printf "  ERROR %s: %s is gone but has %d entries\n", table, fn, mc[fn]
				}
				gone++
				gone_entries += rc[fn]
				if (!quiet && gone <= 10)
					printf "  dropped with its %d entries: %s\n", rc[fn], fn
			}
		}
		for (fn in gprev) {
			g = find("prev " gprev[fn])
			gm[g] += mc[fn]
			gr[g] += rc[fn]
			gname[g] = gname[g] (g in gname ? " " : "") fn
		}
		for (g in gr) {
			# present only if entries land there
			if (!gm[g]) {
				gone++
				gone_entries += gr[g]
				if (!quiet && gone <= 10)
					printf "  dropped with its %d entries: %s\n", gr[g], gname[g]
			} else if (gm[g] != gr[g]) {
				bad++
				if (bad <= 20)
					printf "  ERROR %s: %s: %d entries, %d in the reference\n", table, gname[g], gm[g], gr[g]
			} else {
				compared++
				same += gr[g]
			}
		}
		printf "%s: %d functions with entries compared, %d entries match; %d functions (%d entries) dropped; %d names skipped (a different number of same-named functions); %d mismatches\n", table, compared, same, gone, gone_entries, skipped, bad
		exit bad ? 1 : 0
	}' || fail=1
done

if [ $fail = 0 ]; then
	echo "check-tables: OK"
else
	echo "check-tables: FAILED"
fi
exit $fail
