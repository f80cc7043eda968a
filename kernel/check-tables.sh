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
#   - a table with an 's' field ascends by it (__ex_table with
#     BUILDTIME_TABLE_SORT: searched by bisection; duplicates are noted);
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
#                            may point to data too, an 's' for the one the
#                            entries ascend by; the table lies between
#                            the symbols __start_<name> and __stop_<name>,
#                            or start and stop (default: -t __ex_table:8:0s+1)
#   -o dir                   write the per-function counts there
#   -q                       print only the summary and the errors
#
# Exit status: 0 all checks pass, 1 a check fails, 2 usage or tool error.
# The decoding and the checks are ss-tables compare's (tools/ss-tables.c):
# SS_TABLES names it (make tools builds it); without, make tools builds it
# into a temporary directory.  This script prints its records for people.
set -eu

usage() {
	awk 'NR >= 3 && /^#/ { sub(/^# ?/, ""); print; next } NR >= 3 { exit }' "$0" >&2
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
[ -n "$tables" ] || tables="__ex_table:8:0s+1"
vmlinux=$1
ref=${2:-}

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
[ -n "$outdir" ] || outdir=$tmp/out
mkdir -p "$outdir"

tool=${SS_TABLES:-}
if [ -z "$tool" ]; then
	make -s -C "$(dirname "$0")/.." O="$tmp/tools" "$tmp/tools/ss-tables" \
		>"$tmp/tools.log" 2>&1 || {
		cat "$tmp/tools.log" >&2
		echo "check-tables: cannot build ss-tables" >&2
		exit 2
	}
	tool=$tmp/tools/ss-tables
fi

fail=0
# shellcheck disable=SC2086 # one -t a spec
set -- $(for spec in $tables; do printf -- '-t %s ' "$spec"; done) "$vmlinux" ${ref:+"$ref"}
status=0
"$tool" compare "$@" >"$tmp/records" || status=$?
case $status in
0) ;;
1) fail=1 ;;
*) exit 2 ;;
esac

# the per-function counts, "function count" by name
awk -F '\t' -v dir="$outdir" '$1 == "decoded" || $1 == "count" {
	f = dir "/" ($3 == "image" ? "main" : "ref") "." $2 ".counts"
	if ($1 == "decoded") {
		close(f)	# a table given twice: its last spec, as before
		printf "" > f
	}
	else
		print $4, $5 > f
}' "$tmp/records"

# the records, for people: per table, the image's failed checks, notes
# and totals, the reference's, then the comparison
awk -F '\t' -v quiet="$quiet" -v image="$(basename "$vmlinux")" '
function flush_errors() {
	if (shown_errors > 20)
		printf "  ... %d errors in %s\n", shown_errors, errtable
	shown_errors = 0
}
$1 == "error" {
	if (errtable != $2 || errwhich != $3)
		flush_errors()
	errtable = $2; errwhich = $3
	if (++shown_errors <= 20)
		printf "  ERROR %s entry %d: %s\n", $2, $4, $5
}
$1 == "note" && !quiet {
	printf "  note: %s entry %d: 0x%s is listed twice\n", $2, $4, $5
}
$1 == "decoded" {
	flush_errors()
	printf "%s: %d entries in %d functions of %s, %d errors\n", $2, $4, $5,
		$3 == "image" ? image : "the reference", $6
	mismatches = dropped = 0
}
$1 == "mismatch" && ++mismatches <= 20 {
	printf "  ERROR %s: %s\n", $2, $3
}
$1 == "dropped" && !quiet && ++dropped <= 10 {
	printf "  dropped with its %d entries: %s\n", $3, $4
}
$1 == "summary" {
	printf "%s: %d functions with entries compared, %d entries match; %d functions (%d entries) dropped; %d names skipped (a different number of same-named functions); %d mismatches\n", $2, $3, $4, $5, $6, $7, $8
}' "$tmp/records"

if [ $fail = 0 ]; then
	echo "check-tables: OK"
else
	echo "check-tables: FAILED"
fi
exit $fail
