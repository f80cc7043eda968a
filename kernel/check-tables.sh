#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
#
# kernel/check-tables.sh [options] <vmlinux> [<reference vmlinux>]
#
# Decodes the tables of a linked 32-bit kernel (ARM, MIPS: absolute
# addresses; PowerPC: place-relative ones) and checks them:
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
#   -t name:entsize:fields[:start:stop]
#                            a table and its layout; fields are the 0-based
#                            word indexes holding code addresses, '+'
#                            separated, with an 'r' for place-relative
#                            ones (.long label - .), an 'a' for ones that
#                            may point to data too; the table lies between
#                            the symbols __start_<name> and __stop_<name>,
#                            or start and stop (default: -t __ex_table:8:0+1)
#   -o dir                   write the per-function counts there
#   -q                       print only the summary and the errors
#
# Exit status: 0 all checks pass, 1 a check fails, 2 usage or tool error.
# Needs binutils for the target (CROSS_COMPILE, or guessed from the ELF).
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

# binutils for the ELF's machine (kernel/arch.sh)
. "$(dirname "$0")/arch.sh"
if [ -z "${CROSS_COMPILE:-}" ]; then
	CROSS_COMPILE=
	if a=$(arch_of_machine "$(readelf -h "$vmlinux" |
		sed -n 's/^ *Machine: *//p')") && arch_facts "$a"; then
		CROSS_COMPILE=$cross
	fi
fi
for t in readelf nm objcopy; do
	command -v "${CROSS_COMPILE}$t" >/dev/null || {
		echo "check-tables: ${CROSS_COMPILE}$t not found" >&2
		exit 2
	}
done

say() { [ -n "$quiet" ] || echo "$@"; }

# decode <elf> <tag>: writes $tmp/<tag>.{sec,sym} and one
# $tmp/<tag>.<table> per table (entry index, word values in hex)
decode() {
	elf=$1
	tag=$2
	hdr=$(readelf -h "$elf")
	case $hdr in
	*ELF64*)
		echo "check-tables: $elf: 64-bit kernels are not supported" >&2
		exit 2 ;;
	esac
	case $hdr in
	*"big endian"*) endian=big ;;
	*) endian=little ;;
	esac
	echo "$endian" >"$tmp/$tag.endian"
	# name address file-offset size flags, for allocated sections
	"${CROSS_COMPILE}readelf" -SW "$elf" | sed 's/^ *\[ *[0-9]*\] //' |
		awk 'NF >= 7 && $3 ~ /^[0-9a-f]+$/ && $2 != "NULL" {
			# Name Type Addr Off Size ES Flg ...
			flg = $7
			if (flg !~ /A/)
				next
			printf "%s %s %s %s %s\n", $1, $3, $4, $5, flg
		}' >"$tmp/$tag.sec"
	# addr size type name, code symbols only (size may be empty)
	"${CROSS_COMPILE}nm" -n -S --defined-only "$elf" |
		awk '# MIPS nm sign-extends 32-bit addresses to 64 bits
		     function w32(x) { return length(x) > 8 ? substr(x, length(x) - 7) : x }
		     $NF ~ /^\$/ { next }	# ARM mapping symbols $a, $d, $t
		     NF == 4 && $3 ~ /^[tTwW]$/ { print w32($1), w32($2), $3, $4; next }
		     NF == 3 && $2 ~ /^[tTwW]$/ { print w32($1), "-", $2, $3 }' \
		>"$tmp/$tag.sym"
	for spec in $tables; do
		name=${spec%%:*}
		rest=${spec#*:}
		entsize=${rest%%:*}
		rest=${rest#*:}		# fields[:start:stop]
		startsym=__start_$name
		stopsym=__stop_$name
		case $rest in
		*:*:*)	startsym=${rest#*:}
			stopsym=${startsym#*:}
			startsym=${startsym%%:*} ;;
		esac
		# the table lies between its start and stop symbols, in an
		# output section of its own (__ex_table, __bug_table) or
		# inside another one (__jump_table in .data)
		range=$("${CROSS_COMPILE}nm" "$elf" | awk -v s="$startsym" -v e="$stopsym" '
			function w32(x) { return length(x) > 8 ? substr(x, length(x) - 7) : x }
			$3 == s { a = w32($1) } $3 == e { b = w32($1) }
			END { if (a != "" && b != "") print a, b }')
		if [ -z "$range" ]; then
			: >"$tmp/$tag.$name"
			continue
		fi
		# shellcheck disable=SC2086
		set -- $range
		echo "$1" >"$tmp/$tag.$name.base"
		if [ "$1" = "$2" ]; then
			: >"$tmp/$tag.$name"	# empty
			continue
		fi
		loc=$(awk -v a="$1" -v b="$2" '
			function hex(s,    i, v) {
				v = 0
				s = tolower(s)
				for (i = 1; i <= length(s); i++)
					v = v * 16 + index("0123456789abcdef", substr(s, i, 1)) - 1
				return v
			}
			{ st = hex($2); sz = hex($4) }
			hex(a) >= st && hex(b) <= st + sz && sz > 0 {
				printf "%d %d\n", hex($3) + hex(a) - st, hex(b) - hex(a)
				exit
			}' "$tmp/$tag.sec")
		if [ -z "$loc" ]; then
			echo "check-tables: $elf: $name ($range) is in no section" >&2
			exit 2
		fi
		# shellcheck disable=SC2086
		set -- $loc
		od -An -v -tx1 -j "$1" -N "$2" "$elf" | tr -s ' \n' '\n\n' |
			awk -v endian="$endian" -v entsize="$entsize" '
			NF == 0 { next }
			{
				b[n++ % 4] = $1
				if (n % 4)
					next
				w = endian == "big" ? b[0] b[1] b[2] b[3] \
						    : b[3] b[2] b[1] b[0]
				line = line " " w
				if (n % entsize == 0) {
					print n / entsize - 1 line
					line = ""
				}
			}
			END { if (n % entsize) print "partial" }' \
			>"$tmp/$tag.$name"
	done
}

# analyse <tag> <table spec>: checks the table, writes
# $outdir/<tag>.<table>.counts ("function count", sorted) and prints the
# errors; returns the number of errors in $tmp/<tag>.<table>.nerr
analyse() {
	tag=$1
	spec=$2
	name=${spec%%:*}
	fields=${spec#*:}
	entsize=${fields%%:*}
	fields=${fields#*:}
	fields=${fields%%:*}
	awk -v fields="$fields" -v table="$name" -v secfile="$tmp/$tag.sec" \
	    -v quiet="$quiet" -v entsize="$entsize" \
	    -v base="$(cat "$tmp/$tag.$name.base" 2>/dev/null || echo 0)" \
	    -v symfile="$tmp/$tag.sym" -v counts="$outdir/$tag.$name.counts" \
	    -v sorted="$( [ "$name" = __ex_table ] && echo 1 || echo 0)" '
	function hex(s,    i, v, c) {
		v = 0
		s = tolower(s)
		for (i = 1; i <= length(s); i++) {
			c = index("0123456789abcdef", substr(s, i, 1)) - 1
			v = v * 16 + c
		}
		return v
	}
	# the code symbol at or before a, by bisection
	function sym_at(a,    lo, hi, mid) {
		lo = 0; hi = nsym - 1
		if (nsym == 0 || a < saddr[0])
			return -1
		while (lo < hi) {
			mid = int((lo + hi + 1) / 2)
			if (saddr[mid] <= a)
				lo = mid
			else
				hi = mid - 1
		}
		return lo
	}
	function in_alloc(a,    i) {
		for (i = 0; i < nall; i++)
			if (a >= astart[i] && a < aend[i])
				return 1
		return 0
	}
	function in_code(a,    i) {
		for (i = 0; i < nsec; i++)
			if (a >= sstart[i] && a < send[i])
				return 1
		return 0
	}
	function err(msg) {
		nerr++
		if (nerr <= 20)
			printf "  ERROR %s entry %d: %s\n", table, idx, msg
	}
	BEGIN {
		nsec = nsym = n = nerr = 0	# array indexes: 0, not ""
		nf = split(fields, fld, "+")
		nall = 0
		while ((getline l < secfile) > 0) {
			split(l, f, " ")
			astart[nall] = hex(f[2])
			aend[nall] = hex(f[2]) + hex(f[4])
			nall++
			if (f[5] !~ /X/)
				continue
			sstart[nsec] = hex(f[2])
			send[nsec] = hex(f[2]) + hex(f[4])
			nsec++
		}
		while ((getline l < symfile) > 0) {
			split(l, f, " ")
			# several names at one address: a function (a symbol
			# with a size) rather than a label such as _einittext,
			# then the first global one
			a = hex(f[1])
			if (nsym && saddr[nsym - 1] == a) {
				k = nsym - 1
				if ((f[2] != "-" && ssize[k] < 0) ||
				    ((f[2] != "-") == (ssize[k] >= 0) &&
				     f[3] ~ /[TW]/ && stype[k] !~ /[TW]/)) {
					sname[k] = f[4]
					stype[k] = f[3]
					ssize[k] = f[2] == "-" ? -1 : hex(f[2])
				}
				continue
			}
			saddr[nsym] = a
			ssize[nsym] = f[2] == "-" ? -1 : hex(f[2])
			sname[nsym] = f[4]
			stype[nsym] = f[3]
			nsym++
		}
	}
	$1 == "partial" { idx = "last"; err("table size is not a multiple of the entry size"); next }
	{
		idx = $1
		n++
		for (i = 1; i <= nf; i++) {
			a = hex($(fld[i] + 2))
			if (fld[i] ~ /r/) {
				# place-relative: .long label - .
				if (a >= 2147483648)
					a -= 4294967296
				a = (hex(base) + idx * entsize + (fld[i] + 0) * 4 + a) % 4294967296
				a = a < 0 ? a + 4294967296 : a
			}
			if (a == 0) {
				err("word " fld[i] " is zero (padding between pieces?)")
				continue
			}
			if (fld[i] ~ /a/) {
				# code or data (SMP_ON_UP patches both)
				if (!in_alloc(a))
					err(sprintf("word %d 0x%x is in no allocated section", fld[i] + 0, a))
			} else if (!in_code(a))
				err(sprintf("word %d 0x%x is not in present code", fld[i] + 0, a))
			else if (a % 2)
				err(sprintf("word %d 0x%s is not an instruction address (odd)", fld[i], $(fld[i] + 2)))
		}
		a = hex($(fld[1] + 2))
		if (fld[1] ~ /r/) {
			if (a >= 2147483648)
				a -= 4294967296
			a = (hex(base) + idx * entsize + (fld[1] + 0) * 4 + a) % 4294967296
		}
		if (sorted && n > 1 && a < prev)
			err(sprintf("0x%s is not sorted (after 0x%x)", $(fld[1] + 2), prev))
		# not an error: the strncpy_user.S of MIPS lists one load twice
		if (sorted && n > 1 && a == prev && !quiet)
			printf "  note: %s entry %d: 0x%s is listed twice\n", table, idx, $(fld[1] + 2)
		prev = a
		s = sym_at(a)
		if (!in_code(a)) {
			fn = "(data)"	# an allowed data target (SMP_ON_UP)
		} else if (s < 0) {
			err(sprintf("0x%x lies before every code symbol", a))
			fn = "?"
		} else if (ssize[s] >= 0 && a >= saddr[s] + ssize[s]) {
			# past a sized function: asm code without symbol sizes
			fn = sname[s] "(past-end)"
		} else {
			fn = sname[s]
		}
		count[fn]++
	}
	END {
		printf "" > counts
		close(counts)
		for (k in count)
			print k, count[k] | "LC_ALL=C sort > \"" counts "\""
		close("LC_ALL=C sort > \"" counts "\"")
		if (ENVIRON["CHECK_TABLES_DEBUG"]) printf "debug: %d sections, %d symbols\n", nsec, nsym
		printf "%d %d\n", n, nerr > "/dev/stderr"
	}' "$tmp/$tag.$name" 2>"$tmp/$tag.$name.stat" || { cat "$tmp/$tag.$name.stat" >&2; exit 2; }
	read -r nent nerr <"$tmp/$tag.$name.stat" || { nent=0; nerr=0; }
	echo "$nent" >"$tmp/$tag.$name.nent"
	echo "${nerr:-0}" >"$tmp/$tag.$name.nerr"
}

fail=0
decode "$vmlinux" main
[ -z "$ref" ] || decode "$ref" ref

for spec in $tables; do
	name=${spec%%:*}
	analyse main "$spec"
	nent=$(cat "$tmp/main.$name.nent")
	nerr=$(cat "$tmp/main.$name.nerr")
	nfn=$(wc -l <"$outdir/main.$name.counts")
	echo "$name: $nent entries in $nfn functions of $(basename "$vmlinux"), $nerr errors"
	[ "$nerr" = 0 ] || fail=1
	[ -n "$ref" ] || continue

	analyse ref "$spec"
	rent=$(cat "$tmp/ref.$name.nent")
	rerr=$(cat "$tmp/ref.$name.nerr")
	rfn=$(wc -l <"$outdir/ref.$name.counts")
	echo "$name: $rent entries in $rfn functions of the reference, $rerr errors"
	[ "$rerr" = 0 ] || fail=1

	# functions (by name) present in each build, with their multiplicity
	awk '{ print $4 }' "$tmp/main.sym" | LC_ALL=C sort | uniq -c |
		awk '{ print $2, $1 }' >"$tmp/main.fns"
	awk '{ print $4 }' "$tmp/ref.sym" | LC_ALL=C sort | uniq -c |
		awk '{ print $2, $1 }' >"$tmp/ref.fns"
	awk -v table="$name" -v quiet="$quiet" \
	    -v mainfns="$tmp/main.fns" -v reffns="$tmp/ref.fns" \
	    -v maincnt="$outdir/main.$name.counts" \
	    -v refcnt="$outdir/ref.$name.counts" '
	BEGIN {
		while ((getline l < mainfns) > 0) { split(l, f, " "); mfn[f[1]] = f[2] }
		while ((getline l < reffns) > 0) { split(l, f, " "); rfn[f[1]] = f[2] }
		while ((getline l < maincnt) > 0) { split(l, f, " "); mc[f[1]] = f[2] }
		while ((getline l < refcnt) > 0) { split(l, f, " "); rc[f[1]] = f[2] }
		for (fn in mc) {
			base = fn; sub(/\(past-end\)$/, "", base)
			if (!(fn in rc)) rc[fn] = 0
		}
		for (fn in rc) {
			base = fn; sub(/\(past-end\)$/, "", base)
			# code without a symbol of its own (an overridden weak
			# function, asm): present only if entries land there
			present = fn == base ? (base in mfn) : (fn in mc)
			if (fn == "(data)") {
				mfn[fn] = rfn[fn] = 1
				present = 1
			}
			if (present) {
				if (!(base in rfn)) {
					bad++
					printf "  ERROR %s: %s exists only in the plugin build\n", table, fn
					continue
				}
				if (mfn[base] != rfn[base]) {
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
